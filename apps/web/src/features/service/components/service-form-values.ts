import type { TCreateServiceInput, TService, TSessionUser, TUserOption } from '@amc/contracts';

type TPerson = { id: number; full_name: string };

/** Whom a new service names when the caller may only add its own (SPEC: a member sees only its rows). */
function ownDefaults(user: TSessionUser | null) {
  return {
    customer_id: user?.role_name === 'customer' ? String(user.id) : '',
    assigned_to_id: user?.role_name === 'employee' ? String(user.id) : null,
  };
}

/** The service's customer: its own, or for a generated service the contract's. */
export const customerOf = (service: TService): TPerson | null =>
  service.customer ?? service.amc?.customer ?? null;

/** The form's starting values: the service as it is, or an open one-off visit. */
export function toServiceFormValues(
  service: TService | null,
  user: TSessionUser | null,
): TCreateServiceInput {
  const own = ownDefaults(user);
  const customer = service ? customerOf(service) : null;
  return {
    customer_id: service ? String(customer?.id ?? '') : own.customer_id,
    equipment_id: service?.equipment ? String(service.equipment.id) : null,
    service_title: service?.service_title ?? '',
    service_label: service?.service_label ?? '',
    service_date: service?.service_date ?? '',
    service_time: service?.service_time ?? '',
    assigned_to_id: service ? (service.assignTo ? String(service.assignTo.id) : null) : own.assigned_to_id,
    detail: service?.detail ?? '',
    charge: service?.charge ?? '',
    remark: service?.remark ?? '',
    type: service?.type ?? '',
    status: service?.status ?? 'open',
  };
}

/**
 * Select options of the active users the caller may pick, plus the person the record names now: a customer
 * disabled since, or the caller itself, still shows by name instead of as a bare id.
 */
export function toPersonOptions(options: TUserOption[] | undefined, current: TPerson | null) {
  const data = (options ?? []).map((o) => ({ value: String(o.id), label: o.full_name }));
  if (current && !data.some((o) => o.value === String(current.id)))
    data.unshift({ value: String(current.id), label: current.full_name });
  return data;
}
