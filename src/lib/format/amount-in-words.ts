const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0–99 in words ("thirty-four"); empty for 0. */
const underHundred = (n: number): string => (n < 20 ? (ONES[n] ?? '') : [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join('-'));

/** 0–999 in words ("five hundred sixty-seven"); empty for 0. */
const underThousand = (n: number): string =>
  [n >= 100 ? `${ONES[Math.floor(n / 100)]} hundred` : '', underHundred(n % 100)].filter(Boolean).join(' ');

/** A whole number in words with Indian grouping: crore, lakh, thousand ("twelve lakh thirty-four thousand …"). */
export function numberInIndianWords(n: number): string {
  if (n === 0) return 'zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore > 0 ? `${numberInIndianWords(crore)} crore` : '',
    lakh > 0 ? `${underHundred(lakh)} lakh` : '',
    thousand > 0 ? `${underHundred(thousand)} thousand` : '',
    underThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/** Integer paise as the amount in words for a receipt: 250000 → "Two thousand five hundred rupees only". */
export function paiseInWords(paise: number): string {
  const rupees = Math.floor(Math.abs(paise) / 100);
  const restPaise = Math.abs(paise) % 100;
  const parts = [`${numberInIndianWords(rupees)} ${rupees === 1 ? 'rupee' : 'rupees'}`];
  if (restPaise > 0) parts.push(`${underHundred(restPaise)} paise`);
  const words = `${parts.join(' and ')} only`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
