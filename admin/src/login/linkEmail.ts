// The address a sign-in link was sent to, kept on this browser so its return needs no typing.
const KEY = 'vegeo.linkEmail';

export function saveLinkEmail(email: string): void {
  localStorage.setItem(KEY, email);
}

export function takeLinkEmail(): string | null {
  const email = localStorage.getItem(KEY);
  localStorage.removeItem(KEY);
  return email;
}
