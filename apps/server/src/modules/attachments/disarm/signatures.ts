// Byte signatures of what a document must not carry inside it (programs, scripts) and of the containers that
// are opened and checked in turn (ZIP, Compound File Binary).

const startsWith = (data: ArrayLike<number>, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);

const EXECUTABLE_SIGNATURES: readonly (readonly number[])[] = [
  [0x4d, 0x5a], // MZ: DOS and Windows programs and libraries (PE)
  [0x7f, 0x45, 0x4c, 0x46], // ELF: Linux and Unix programs
  [0xfe, 0xed, 0xfa, 0xce], // Mach-O, 32 bits
  [0xfe, 0xed, 0xfa, 0xcf], // Mach-O, 64 bits
  [0xce, 0xfa, 0xed, 0xfe], // Mach-O, 32 bits, little-endian
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O, 64 bits, little-endian
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal binary, Java class
  [0x23, 0x21], // #!: a script with its interpreter
  [0x4c, 0x00, 0x00, 0x00, 0x01, 0x14, 0x02, 0x00], // Windows shortcut (.lnk)
];

/** A program or a script by its first bytes. */
export function isExecutable(data: Uint8Array): boolean {
  return EXECUTABLE_SIGNATURES.some((signature) => startsWith(data, signature));
}

/** Names of programs, scripts and macro-enabled documents, which no archive or document may carry. */
const DANGEROUS_EXTENSIONS = new Set([
  'exe', 'dll', 'sys', 'drv', 'ocx', 'cpl', 'scr', 'com', 'pif', 'msi', 'msp', 'mst', 'appx', 'msix',
  'bat', 'cmd', 'ps1', 'psm1', 'psd1', 'vbs', 'vbe', 'js', 'jse', 'mjs', 'wsf', 'wsh', 'wsc', 'hta', 'sct',
  'lnk', 'url', 'reg', 'inf', 'chm', 'jar', 'class', 'sh', 'bash', 'zsh', 'csh', 'ksh', 'py', 'pyw', 'pl',
  'rb', 'php', 'elf', 'so', 'dylib', 'app', 'apk', 'deb', 'rpm', 'dmg', 'pkg', 'iso', 'img', 'vhd', 'vhdx',
  'docm', 'dotm', 'xlsm', 'xltm', 'xlam', 'xla', 'xll', 'pptm', 'potm', 'ppam', 'ppsm', 'sldm', 'one',
  'html', 'htm', 'xhtml', 'mht', 'mhtml',
]); // prettier-ignore

export function hasDangerousName(name: string): boolean {
  const base = name.split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot >= 0 && DANGEROUS_EXTENSIONS.has(base.slice(dot + 1).toLowerCase());
}

export const ZIP_LOCAL_SIGNATURE = [0x50, 0x4b, 0x03, 0x04] as const;
export const isZip = (data: Uint8Array) => startsWith(data, ZIP_LOCAL_SIGNATURE);

export const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;
export const isCfb = (data: Uint8Array) => startsWith(data, CFB_SIGNATURE);

/** Bytes within which a ZIP reader looks for the archive's end record: the record and the longest comment. */
const ZIP_END_SEARCH = 22 + 0xffff;

/**
 * Whether the last bytes hold a ZIP end record: a reader searching backwards from the end would take the file
 * for an archive (a polyglot), whatever precedes it. Files that are not ZIP archives must not.
 */
export function tailLooksLikeZip(data: Uint8Array): boolean {
  const from = Math.max(0, data.length - ZIP_END_SEARCH);
  for (let p = data.length - 4; p >= from; p--) {
    if (data[p] === 0x50 && data[p + 1] === 0x4b && data[p + 2] === 0x05 && data[p + 3] === 0x06) return true;
  }
  return false;
}
