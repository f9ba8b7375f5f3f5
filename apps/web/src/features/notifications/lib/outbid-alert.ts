/** The optional outbid sound's switch (off by default), kept in this browser. */
export const SOUND_KEY = 'notifications.outbid_sound';

export function soundEnabled(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setSoundEnabled(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(SOUND_KEY, 'on');
    else window.localStorage.removeItem(SOUND_KEY);
  } catch {
    // Storage refused (private mode): the sound stays off.
  }
}

/** A short, quiet two-tone beep (no sound file to load); nothing where audio is not available. */
export function playOutbidSound(): void {
  try {
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    const audio = new AudioContextClass();
    const gain = audio.createGain();
    gain.gain.value = 0.08;
    gain.connect(audio.destination);
    [880, 660].forEach((frequency, i) => {
      const tone = audio.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(audio.currentTime + i * 0.15);
      tone.stop(audio.currentTime + i * 0.15 + 0.12);
    });
    window.setTimeout(() => void audio.close(), 600);
  } catch {
    // No audio: the title still tells.
  }
}

let restore: (() => void) | null = null;

/**
 * Puts "(Outbid)" before the tab's title until the tab is focused or shown again; a second outbid meanwhile keeps one
 * mark. The page's own title changes meanwhile are kept: only the mark is taken off.
 */
export function markTitleOutbid(label: string): void {
  const mark = `(${label}) `;
  if (!document.title.startsWith(mark)) document.title = `${mark}${document.title}`;
  if (restore) return;
  const clear = () => {
    if (document.visibilityState !== 'visible') return;
    if (document.title.startsWith(mark)) document.title = document.title.slice(mark.length);
    window.removeEventListener('focus', clear);
    document.removeEventListener('visibilitychange', clear);
    restore = null;
  };
  window.addEventListener('focus', clear);
  document.addEventListener('visibilitychange', clear);
  restore = clear;
}
