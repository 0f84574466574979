/**
 * Search words for an icon name: the name split into words, plus a few synonyms. The package
 * ships no keywords, so the synonyms are a short list of our own for common searches whose
 * word is not in the icon's name.
 */
const SYNONYMS: Record<string, string> = {
  delete: 'trash bin remove garbage',
  add: 'plus new create',
  remove: 'minus subtract',
  close: 'cancel dismiss x',
  clear: 'cancel dismiss x',
  search: 'find magnifier look',
  settings: 'gear cog preferences options',
  home: 'house',
  person: 'user account profile',
  account: 'user person profile',
  mail: 'email envelope message',
  email: 'mail envelope message',
  edit: 'pencil write modify',
  create: 'pencil write new',
  favorite: 'heart love like',
  star: 'favorite rating bookmark',
  menu: 'hamburger',
  more: 'ellipsis dots overflow',
  info: 'information help about',
  help: 'question support',
  warning: 'alert caution',
  error: 'alert problem',
  check: 'tick done ok confirm',
  done: 'tick check ok complete',
  visibility: 'eye show see view',
  lock: 'secure password private',
  notifications: 'bell alert',
  shopping: 'cart buy store',
  calendar: 'date event schedule',
  event: 'calendar date',
  schedule: 'clock time',
  alarm: 'clock time',
  phone: 'call telephone mobile',
  call: 'phone telephone',
  share: 'send social',
  send: 'share paper plane submit',
  download: 'save arrow',
  upload: 'arrow cloud',
  refresh: 'reload sync',
  photo: 'image picture',
  image: 'photo picture',
  chat: 'message comment conversation',
  logout: 'sign out exit',
  login: 'sign in enter',
  arrow: 'direction',
  expand: 'chevron open',
  dashboard: 'grid tiles',
  attach: 'paperclip',
  thumb: 'like vote',
  language: 'globe world international',
  public: 'globe world earth',
  wifi: 'wireless network internet',
  brightness: 'sun light',
  dark: 'night moon',
};

/** `AccessAlarm` → `access alarm`, `Battery20` → `battery 20`, `WiFiTethering` → `wi fi tethering`. */
export function splitName(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((word) => word.toLowerCase());
}

export function iconWords(name: string): string {
  const words = splitName(name);
  const extra = words.flatMap((word) => (SYNONYMS[word] ?? '').split(' ').filter(Boolean));
  return [...new Set([...words, ...extra])].join(' ');
}
