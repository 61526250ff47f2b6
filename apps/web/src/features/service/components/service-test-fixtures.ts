export const PEOPLE = {
  customer: [{ id: 5, full_name: 'Priya Sharma', email: 'priya@example.com', unique_identity: 'CUS-00005' }],
  employee: [{ id: 6, full_name: 'Ravi Kumar', email: 'ravi@example.com', unique_identity: 'EMP-00006' }],
};
