import type { SetRoleRequest, SetRoleResponse } from '@vegeo/data';
import { jsonText, terminalText } from '../../format/terminalText.js';
import type { Context } from '../../io.js';
import { openBackend } from '../client/openBackend.js';
import { EXIT, UserError } from '../../userError.js';
import { adminSdkFailure, openAdminSdk } from '../adminSdk.js';
import { password } from '../login.js';
import { parseRol, roleName } from '../roles.js';
import { commitRole, createAccount, findAccount } from './commitRole.js';

export interface RolFlags {
  adminSdk?: boolean;
  passwordStdin?: boolean;
  json?: boolean;
}

type By = { email: string } | { uid: string };

/**
 * `vegeo usuarios rol <email|uid> <rol>`: through `setRole` as a signed-in admin, or with
 * `--admin-sdk` straight through firebase-admin, audited as the callable audits it. With
 * `--admin-sdk` an e-mail nobody has yet gets a new account (its password asked, or
 * `--password-stdin`): how the first admin is made.
 */
export async function rol(ctx: Context, who: string, role: string, flags: RolFlags): Promise<void> {
  const wanted = parseRol(role);
  const by: By = who.includes('@') ? { email: who.trim() } : { uid: who.trim() };
  const answer = flags.adminSdk ? await withAdminSdk(ctx, by, wanted, flags) : await withCallable(ctx, by, wanted);
  ctx.exitCode = 0;
  const line = answer.creada
    ? `Cuenta ${terminalText(answer.email ?? '')} creada: ${roleName(answer.role)} (inicie sesión con «vegeo login ${terminalText(answer.email ?? '')}»).`
    : `${terminalText(answer.email ?? answer.uid)}: ${roleName(answer.role)} (verá el rol nuevo al renovar su sesión: «vegeo login»).`;
  ctx.io.stdout.write(flags.json ? `${jsonText(answer)}\n` : `${line}\n`);
}

async function withCallable(ctx: Context, by: By, role: SetRoleRequest['role']): Promise<SetRoleResponse & { creada?: true }> {
  const backend = await openBackend(ctx.io);
  return backend.call('setRole', { ...by, role } as SetRoleRequest);
}

async function withAdminSdk(ctx: Context, by: By, role: SetRoleRequest['role'], flags: RolFlags): Promise<SetRoleResponse & { creada?: true }> {
  const admin = await openAdminSdk(ctx.io, {});
  try {
    const auth = await admin.auth();
    let account = await findAccount(auth, by);
    const creada = !account;
    if (!account) {
      if (!('email' in by)) throw new UserError(`No existe la cuenta «${terminalText(by.uid)}».`, EXIT.refused);
      const secret = await password(ctx, flags, `Contraseña de la cuenta nueva ${by.email}`).catch((error: unknown) => {
        if (error instanceof UserError && error.exitCode === EXIT.usage && !flags.passwordStdin) {
          throw new UserError(`No existe la cuenta «${terminalText(by.email)}»; para crearla, escriba su contraseña en una terminal o use --password-stdin.`, EXIT.usage);
        }
        throw error;
      });
      account = await createAccount(auth, by.email, secret);
    }
    try {
      await commitRole(admin, account, role);
    } catch (error) {
      // A new account without its /users entry would come back as whatever its claim says.
      if (creada) await auth.deleteUser(account.uid);
      throw error;
    }
    await auth.setCustomUserClaims(account.uid, { ...account.customClaims, role });
    return { uid: account.uid, email: account.email ?? null, role, ...(creada ? { creada: true as const } : {}) };
  } catch (error) {
    throw adminSdkFailure(error);
  } finally {
    await admin.close();
  }
}
