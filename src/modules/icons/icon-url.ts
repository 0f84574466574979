/** The query parameter that names the icon whose dialog is open: `?selected=AcUnit`. */
export const SELECTED_ICON_PARAM = 'selected';

/** The icon a page URL's query asks for, when the index has it; an unknown name is ignored. */
export function selectedIconFromSearch(search: string, known: (name: string) => boolean): string | null {
  const name = new URLSearchParams(search).get(SELECTED_ICON_PARAM);
  return name && known(name) ? name : null;
}

/** The query for a selection (null for none), keeping every other parameter. */
export function searchWithSelectedIcon(search: string, name: string | null): string {
  const params = new URLSearchParams(search);
  if (name) params.set(SELECTED_ICON_PARAM, name);
  else params.delete(SELECTED_ICON_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}
