import { FORM_ROLES, type TFieldRules } from '@amc/contracts';
import { useSession } from './session';

/**
 * Whether the signed-in user may set a field of a form, by the contract's field rules (the server refuses a
 * change to any other, naming it). Forms disable the rest, so they are shown but sent back as they were.
 */
export function useFieldRights<F extends string>(rules: TFieldRules<F>, mode: 'create' | 'update') {
  const { user } = useSession();
  const role = FORM_ROLES.find((r) => r === user?.role_name);
  const editable = new Set<string>(role ? rules.editable[role][mode] : []);
  return (field: F) => editable.has(field);
}
