import ts from 'typescript';
import type { ApiCssClass, ApiSlot } from '@/model/api-types';
import { readJsDoc } from './jsdoc';

/** The keys of a component's `slots` prop with their JSDoc and matching global class name. */
export function readSlots(
  checker: ts.TypeChecker,
  propsType: ts.Type,
  location: ts.Node,
  classes: readonly ApiCssClass[],
): ApiSlot[] {
  const slotsProp = checker.getPropertyOfType(propsType, 'slots');
  if (!slotsProp) return [];
  const slotsType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(slotsProp, location));
  return checker.getPropertiesOfType(slotsType).map((symbol) => {
    const doc = readJsDoc(symbol.declarations?.[0]);
    const slot: ApiSlot = { name: symbol.getName(), description: doc.description };
    const defaultValue = doc.tags.get('default');
    if (defaultValue) slot.default = defaultValue;
    const className = classes.find((c) => c.key === symbol.getName())?.className;
    if (className) slot.className = className;
    return slot;
  });
}
