#!/usr/bin/env node
// Adds or replaces translation keys in the web app's three files at once, so no language is forgotten:
//   node scripts/add-translations.mjs keys.json
// where keys.json is { "portal.case_number": { "sq": "Numri i lëndës", "en": "Case number", "sr": "Broj predmeta" } }.
// Keys keep their place when they exist; new ones are added at the end. Refuses an entry missing a language.
import fs from 'node:fs';
import path from 'node:path';

const LANGUAGES = ['sq', 'en', 'sr'];
const folder = path.resolve(import.meta.dirname, '../apps/web/public/i18n');
const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/add-translations.mjs keys.json');
  process.exit(2);
}
const entries = JSON.parse(fs.readFileSync(file, 'utf8'));
const incomplete = Object.entries(entries).filter(([, texts]) =>
  LANGUAGES.some((lang) => typeof texts?.[lang] !== 'string' || texts[lang].trim() === ''),
);
if (incomplete.length > 0) {
  console.error(`missing a language: ${incomplete.map(([key]) => key).join(', ')}`);
  process.exit(1);
}
for (const lang of LANGUAGES) {
  const target = path.join(folder, `${lang}.json`);
  const texts = JSON.parse(fs.readFileSync(target, 'utf8'));
  for (const [key, values] of Object.entries(entries)) texts[key] = values[lang];
  fs.writeFileSync(target, `${JSON.stringify(texts, null, 2)}\n`);
}
console.log(`${Object.keys(entries).length} keys written to ${LANGUAGES.join(', ')}`);
