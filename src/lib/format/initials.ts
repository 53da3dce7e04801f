/** A doctor's initials for the avatar shown when there is no photo: "Dr. Meera Joshi" → "MJ". */
export const initials = (name: string): string =>
  name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
