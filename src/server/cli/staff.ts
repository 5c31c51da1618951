// The operator's staff commands: the first owner of the office is made here (the office adds the
// rest). `staff add` prints the one-time password and the authenticator secret once.
import type { Db } from '../db/client.ts';
import { OPERATOR } from '../office/audit.ts';
import { addStaff, listStaff, OFFICE_LOCALES, removeStaff, ROLES, staffWithSecrets, type OfficeLocale, type Role } from '../office/staff.ts';
import { loadSettings } from '../settings/sources.ts';

export type StaffContext = {
  db: Db;
  settingsFile?: string;
  out: (line: string) => void;
  err: (line: string) => void;
};

const STAFF_USAGE = 'Usage: npm run admin -- staff [add <email> --name "<name>" --role owner|staff [--locale en|ar] | remove <email>]';

/** The name an authenticator app shows beside the code: the shop's. */
async function issuer(ctx: StaffContext): Promise<string> {
  const name = ctx.settingsFile ? (await loadSettings(ctx.db, ctx.settingsFile)).values.company_name : '';
  return `${name || 'Shop'} office`;
}

export async function staffCommand(ctx: StaffContext, args: string[], options: Record<string, string>): Promise<number> {
  const [action, email, ...extra] = args;
  if (action === undefined) {
    const members = await listStaff(ctx.db);
    if (members.length === 0) ctx.out('No staff yet. Add the first owner: npm run admin -- staff add <email> --name "<name>" --role owner');
    for (const m of members) ctx.out(`#${m.id}  ${m.email}  ${m.name}  ${m.role}  ${m.locale}`);
    return 0;
  }
  if (action === 'add' && email && extra.length === 0) {
    const role = (options.role ?? '') as Role;
    const locale = (options.locale ?? 'en') as OfficeLocale;
    const name = options.name?.trim() ?? '';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail(ctx, `"${email}" is not an e-mail address.`);
    if (!name || name.length > 80) return fail(ctx, '--name needs the person\'s name (up to 80 characters).');
    if (!ROLES.includes(role)) return fail(ctx, `--role must be ${ROLES.join(' or ')}.`);
    if (!OFFICE_LOCALES.includes(locale)) return fail(ctx, `--locale must be ${OFFICE_LOCALES.join(' or ')}.`);
    const added = await addStaff(ctx.db, { email, name, role, locale }, OPERATOR, await issuer(ctx));
    ctx.out(`${added.member.name} <${added.member.email}> can now sign in to the office (/office) as ${added.member.role}.`);
    ctx.out(`  One-time password: ${added.password}`);
    ctx.out(`  Authenticator secret: ${added.totp.secret}`);
    ctx.out(`  Or scan this address as a QR code: ${added.totp.uri}`);
    ctx.out('These are shown once: give them to the person in private.');
    return 0;
  }
  if (action === 'remove' && email && extra.length === 0) {
    const member = await staffWithSecrets(ctx.db, email);
    if (!member) return fail(ctx, `No member of staff has the address ${email}.`);
    await removeStaff(ctx.db, member.id, OPERATOR);
    ctx.out(`${member.email} can no longer sign in to the office; their sessions have ended.`);
    return 0;
  }
  ctx.err(STAFF_USAGE);
  return 2;
}

function fail(ctx: StaffContext, message: string): number {
  ctx.err(message);
  return 1;
}
