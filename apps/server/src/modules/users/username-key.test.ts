import fs from 'node:fs';
import path from 'node:path';
import { usernameKey } from '@portal/contracts/auth';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { createUser, findUserByUsername, keyUnkeyedUsernames, updateUser } from './service';
import { users } from './tables';

// Spellings of an account's name against a tiny model: each character of the name is typed as itself, in the other
// case, full-width, in mathematical bold, or as a look-alike. The model says which forms are the same character
// (compatibility forms and case) and which are another one (dotted capital I, dotless i, i with a combining dot);
// the account is reached exactly when every character was typed as a form of itself.

type Form = { text: string; same: boolean };

function formsOf(c: string): Form[] {
  const code = c.charCodeAt(0);
  const forms: Form[] = [
    { text: c, same: true },
    { text: String.fromCharCode(code + 0xfee0), same: true }, // full-width (U+FF01…U+FF5E)
  ];
  if (/[a-z]/i.test(c)) {
    const other = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
    const index = c.toLowerCase().charCodeAt(0) - 97;
    forms.push(
      { text: other, same: true },
      { text: String.fromCodePoint(0x1d400 + index), same: true }, // mathematical bold capital
      { text: String.fromCodePoint(0x1d41a + index), same: true }, // mathematical bold small
    );
  }
  if (/[0-9]/.test(c)) forms.push({ text: String.fromCodePoint(0x1d7ce + code - 48), same: true });
  if (/k/i.test(c)) forms.push({ text: '\u212A', same: true }); // Kelvin sign
  if (/s/i.test(c)) forms.push({ text: 'ſ', same: true }); // long s
  if (/i/i.test(c)) {
    forms.push({ text: 'İ', same: false }, { text: 'ı', same: false }, { text: 'i\u0307', same: false });
  }
  return forms;
}

// Names as registration makes them, with letters that have look-alikes often.
const nameArbitrary = fc
  .stringMatching(/^[A-Za-z0-9._-]{3,10}$/)
  .chain((tail) => fc.constantFrom('Ki', 'Si', 'iK', 'ks').map((head) => `${head}${tail}`));
const spellingArbitrary = nameArbitrary.chain((name) =>
  fc
    .tuple(...[...name].map((c) => fc.constantFrom(...formsOf(c))), fc.constantFrom('', ' ', '\u3000', '\u00a0'))
    .map((parts) => {
      const forms = parts.slice(0, -1) as Form[];
      const padding = parts[parts.length - 1] as string;
      return {
        name,
        typed: `${padding}${forms.map((f) => f.text).join('')}${padding}`,
        reaches: forms.every((f) => f.same),
      };
    }),
);

describe('username keys', async () => {
  const { platform } = await buildTestApp();
  const db = platform.db;
  let passwordHash: string;
  const accounts = new Map<string, number>();
  async function accountOf(name: string): Promise<number> {
    const key = name.toLowerCase();
    let id = accounts.get(key);
    if (id === undefined) {
      passwordHash ??= (await findUserByUsername(db, 'admin'))!.passwordHash;
      const existing = await findUserByUsername(db, name);
      id = existing?.id ?? (await createUser(db, { username: name, passwordHash, status: 'APPROVED' })).id;
      accounts.set(key, id);
    }
    return id;
  }

  it('a spelling reaches the account exactly when the model says so, and its key is then the stored key', async () => {
    await fc.assert(
      fc.asyncProperty(spellingArbitrary, async ({ name, typed, reaches }) => {
        const id = await accountOf(name);
        const [stored] = await db.select({ key: users.usernameKey }).from(users).where(eq(users.id, id));
        // The stored key is the model's one spelling of the name: its ASCII lower case.
        expect(stored.key).toBe(name.toLowerCase());
        // The code's key of the typed text is the stored key exactly when the model says the account is reached...
        expect(usernameKey(typed) === stored.key).toBe(reaches);
        // ...and the database's look-up agrees: that account, or none (no other account has a key outside ASCII).
        expect((await findUserByUsername(db, typed))?.id).toBe(reaches ? id : undefined);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses a second account whose name is another spelling of an existing one', async () => {
    passwordHash ??= (await findUserByUsername(db, 'admin'))!.passwordHash;
    for (const spelling of ['TRADER', 'ｔｒａｄｅｒ', '𝐭𝐫𝐚𝐝𝐞𝐫']) {
      await expect(createUser(db, { username: spelling, passwordHash })).rejects.toThrow();
    }
    // A renamed account takes its new name's key, and the old name reaches nothing.
    const renamed = await createUser(db, { username: 'Rename.Me', passwordHash });
    await updateUser(db, renamed.id, { username: 'Renamed.Account' });
    expect((await findUserByUsername(db, 'ＲＥＮＡＭＥＤ．ＡＣＣＯＵＮＴ'))?.id).toBe(renamed.id);
    expect(await findUserByUsername(db, 'rename.me')).toBeUndefined();
  });

  it('the migration writes the same key as the code for every printable ASCII name', async () => {
    const folder = path.resolve(import.meta.dirname, '../../../migrations');
    const file = fs.readdirSync(folder).find((name) => name.endsWith('_username_key.sql'))!;
    const update = fs
      .readFileSync(path.join(folder, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .find((statement) => statement.startsWith('UPDATE'))!;
    const names = fc.sample(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }), { numRuns: 200 });
    // One name per key (the key is unique).
    const distinct = [...new Map(names.map((n) => [usernameKey(`mig ${n}`), `mig ${n}`])).values()];
    passwordHash ??= (await findUserByUsername(db, 'admin'))!.passwordHash;
    const rollback = new Error('rollback');
    await expect(
      db.transaction(async (tx) => {
        // Rows as the migration finds them: no key yet.
        const ids = (
          await tx
            .insert(users)
            .values(distinct.map((username) => ({ username, passwordHash })))
            .returning({ id: users.id })
        ).map((r) => r.id);
        // Names outside printable ASCII (full-width, accented, with a tab, a dotted capital I) are left to the server.
        const outside = await tx
          .insert(users)
          .values(['mig Ｘ', 'mig É', 'mig\tx', 'mig İ'].map((username) => ({ username, passwordHash })))
          .returning({ id: users.id });
        await tx.execute(sql.raw(update));
        const rows = await tx.select().from(users).where(inArray(users.id, ids));
        expect(rows).toHaveLength(distinct.length);
        for (const row of rows) expect(row.usernameKey).toBe(usernameKey(row.username));
        const left = await tx
          .select({ key: users.usernameKey })
          .from(users)
          .where(
            inArray(
              users.id,
              outside.map((r) => r.id),
            ),
          );
        expect(left).toEqual(outside.map(() => ({ key: null })));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });

  it('keys at start the names the migration left without a key, except one whose key another account has', async () => {
    passwordHash ??= (await findUserByUsername(db, 'admin'))!.passwordHash;
    const [special, clash] = await db
      .insert(users)
      .values([
        { username: 'Ｓｐｅｃｉａｌ．Ｕｓｅｒ', passwordHash },
        { username: 'ＯＦＦＩＣＥＲ', passwordHash },
      ])
      .returning();
    expect(await keyUnkeyedUsernames(db)).toEqual(['ＯＦＦＩＣＥＲ']);
    expect((await findUserByUsername(db, 'special.user'))?.id).toBe(special.id);
    expect((await findUserByUsername(db, 'officer'))?.id).not.toBe(clash.id);
    const [left] = await db.select().from(users).where(eq(users.id, clash.id));
    expect(left.usernameKey).toBeNull();
  });
});
