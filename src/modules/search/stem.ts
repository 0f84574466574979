/**
 * A deliberately light English stemmer: plural and verb endings, then a final "e". Docs queries
 * are mostly component and prop names, so a full Porter stemmer's aggressive cuts ("general" ->
 * "gener") would merge unrelated words; these rules make "sizes", "size" and "sized" one term
 * ("siz"), and "customizing", "customize" one ("customiz"). The same function runs on the index
 * and on the query, so the stems never show.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  return trimE(stripSuffix(word));
}

function stripSuffix(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(?:ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  return word;
}

function trimE(word: string): string {
  return word.length > 3 && word.endsWith('e') ? word.slice(0, -1) : word;
}
