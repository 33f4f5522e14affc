// What a stored name may hold, and the key two names under one parent must not share: in
// @vegeo/data, so an import's preview judges names as the callables do.
export { forbiddenCharacter, foreignScript, nameKey } from '@vegeo/data/importar';

// What `shownSafely` replaces: what `forbiddenCharacter` names, but private use, which shows as itself.
const UNSHOWABLE = /[\p{Cc}\p{Cs}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]/gu;

/**
 * `text` from outside vegeo's own checks (an account's name or e-mail as Auth holds it, set by
 * its owner), made safe to store and show: each character a name never needs and a page or a
 * terminal acts on (ESC, BEL, a U+202E that reverses what follows) becomes U+FFFD, visibly.
 *
 * @example shownSafely('Ana\u202Eorp') // 'Ana\uFFFDorp'
 */
export function shownSafely(text: string): string {
  return text.replace(UNSHOWABLE, '\uFFFD');
}
