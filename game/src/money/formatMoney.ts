/**
 * Suffixes for large amounts, each 1000 times the one before, in each language the product speaks
 * (docs/translating.md): Spanish reads "mil" and "M" (millones) where English reads k and M.
 */
const SUFFIXES = {
  en: ['', 'k', 'M', 'B', 'T'],
  es: ['', ' mil', ' M', ' mil M', ' B'],
} as const;

/**
 * Money as the student sees it (docs/product.md#budget-rules): never below zero, whole numbers or exactly
 * two decimals, large values abbreviated with k, M, B, T. 15 -> "$15", 2.5 -> "$2.50",
 * 1500 -> "$1.50k", 2000000 -> "$2M"; in Spanish 1500 -> "$1.50 mil".
 */
export function formatMoney(amount: number, language: keyof typeof SUFFIXES = 'en'): string {
  const suffixes = SUFFIXES[language];
  const symbol = '$';
  let value = Number.isFinite(amount) ? Math.max(0, amount) : 0;
  let tier = 0;
  while (value >= 1000 && tier < suffixes.length - 1) {
    value /= 1000;
    tier += 1;
  }
  let cents = Math.round(value * 100);
  // Rounding 999.995k up to 1000.00k moves to the next suffix.
  if (cents >= 100000 && tier < suffixes.length - 1) {
    cents = Math.round(cents / 1000);
    tier += 1;
  }
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return `${symbol}${text}${suffixes[tier] ?? ''}`;
}
