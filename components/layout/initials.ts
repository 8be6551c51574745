/** A letter in capitals, unless that makes it longer (ß becomes SS): then as it is. */
function capital(letter: string): string {
  const upper = letter.toLocaleUpperCase();
  return Array.from(upper).length === 1 ? upper : letter;
}

const firstLetter = (text: string) => Array.from(text.trim())[0] ?? '';

/** The initials shown in the user menu's toggle: first letters of first and last name, else of the e-mail. */
export function initialsOf(firstName: string, lastName: string, email = ''): string {
  const letters = [firstName, lastName].map((name) => capital(firstLetter(name))).join('');
  return letters || capital(firstLetter(email)) || '?';
}
