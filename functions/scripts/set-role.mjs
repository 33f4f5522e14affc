#!/usr/bin/env node
// Gives an account a role (viewer, editor, admin) with admin credentials: how the first admin is
// made, before any admin can call `setRole`. Mirrors the role at /users/{uid} as the callable does.
//
//   Emulators: FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 FIREBASE_DATABASE_EMULATOR_HOST=127.0.0.1:9000 \
//              GCLOUD_PROJECT=demo-vegeo node functions/scripts/set-role.mjs ana@example.com admin
//   A project: GOOGLE_APPLICATION_CREDENTIALS=key.json GCLOUD_PROJECT=<id> node functions/scripts/set-role.mjs ana@example.com admin
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';

const ROLES = ['viewer', 'editor', 'admin'];
const [who, role] = process.argv.slice(2);
if (!who || !ROLES.includes(role)) {
  console.error('Uso: set-role.mjs <correo o uid> <viewer|editor|admin>');
  process.exit(2);
}

const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
const databaseURL = process.env.DATABASE_URL ?? `https://${projectId}-default-rtdb.firebaseio.com`;
const app = initializeApp({ projectId, databaseURL });
const auth = getAuth(app);
try {
  const user = who.includes('@') ? await auth.getUserByEmail(who) : await auth.getUser(who);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role });
  await getDatabase(app).ref(`users/${user.uid}`).set({ ...(user.email ? { email: user.email } : {}), role });
  console.log(`${user.email ?? user.uid}: ${role} (vuelva a iniciar sesión para ver el rol nuevo)`);
  process.exitCode = 0;
} catch (error) {
  const reason = error.code === 'auth/user-not-found' ? `no existe la cuenta '${who}'` : error.message;
  console.error(`No se pudo asignar el rol: ${reason}`);
  process.exitCode = 1;
} finally {
  await app.delete();
}
