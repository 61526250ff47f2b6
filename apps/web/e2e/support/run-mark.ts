/**
 * Six random letters: a run's own mark in names, which allow letters only (SPEC section 5), so a rerun against the
 * same installation never meets its own earlier people.
 */
export const letterMark = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
