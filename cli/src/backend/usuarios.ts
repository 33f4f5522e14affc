import type { Rol, SetRoleRequest, SetRoleResponse } from '@vegeo/data';
import type { Context } from '../io.js';
import { openBackend } from '../remote/backend.js';
import { EXIT, UserError } from '../remote/errors.js';
import { adminFailure, openAdmin } from './db/admin.js';
import { parseRol, roleName } from './roles.js';
import { jsonText, terminalText } from '../output/terminalText.js';

export interface RolFlags {
  adminSdk?: boolean;
  json?: boolean;
}

/**
 * `vegeo usuarios rol <email|uid> <rol>`: through `setRole` as a signed-in admin, or with
 * `--admin-sdk` straight through firebase-admin (how the first admin is made), mirroring the role
 * at `/users/{uid}` as the callable does.
 */
export async function rol(ctx: Context, who: string, role: string, flags: RolFlags): Promise<void> {
  const wanted = parseRol(role);
  const by = who.includes('@') ? { email: who } : { uid: who };
  const answer = flags.adminSdk ? await withAdminSdk(ctx, by, wanted) : await withCallable(ctx, by, wanted);
  ctx.exitCode = 0;
  ctx.io.stdout.write(
    flags.json
      ? `${jsonText(answer)}\n`
      : `${terminalText(answer.email ?? answer.uid)}: ${roleName(answer.role)} (verá el rol nuevo al renovar su sesión: «vegeo login»).\n`,
  );
}

async function withCallable(ctx: Context, by: { email: string } | { uid: string }, role: Rol): Promise<SetRoleResponse> {
  const backend = await openBackend(ctx.io);
  return backend.call('setRole', { ...by, role } as SetRoleRequest);
}

async function withAdminSdk(ctx: Context, by: { email: string } | { uid: string }, role: Rol): Promise<SetRoleResponse> {
  const admin = await openAdmin(ctx.io, {});
  try {
    const auth = await admin.auth();
    const user = await ('email' in by ? auth.getUserByEmail(by.email) : auth.getUser(by.uid)).catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') throw new UserError(`No existe la cuenta «${'email' in by ? by.email : by.uid}».`, EXIT.refused);
      throw error;
    });
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role });
    await admin.database.ref(`users/${user.uid}`).set({ ...(user.email ? { email: user.email } : {}), role });
    return { uid: user.uid, email: user.email ?? null, role };
  } catch (error) {
    throw adminFailure(error);
  } finally {
    await admin.close();
  }
}
