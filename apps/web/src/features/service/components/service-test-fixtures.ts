import type { TService } from '@amc/contracts';

export function makeService(overrides: Partial<TService> = {}): TService {
  return {
    id: 41,
    service_no: 'SRV-00041',
    service_date: '2024-03-09',
    service_title: 'Compressor check',
    service_label: 'Urgent',
    status: 'open',
    customer: { id: 5, full_name: 'Priya Sharma' },
    assignTo: { id: 6, full_name: 'Ravi Kumar' },
    amc: null,
    sequence: null,
    equipment: null,
    completed_date: null,
    employee_status: 'approved',
    detail: null,
    charge: '750.00',
    remark: null,
    type: 'Repair',
    is_overdue: false,
    service_time: null,
    has_report: false,
    created_at: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const PEOPLE = {
  customer: [{ id: 5, full_name: 'Priya Sharma', email: 'priya@example.com', unique_identity: 'CUS-00005' }],
  employee: [{ id: 6, full_name: 'Ravi Kumar', email: 'ravi@example.com', unique_identity: 'EMP-00006' }],
};
