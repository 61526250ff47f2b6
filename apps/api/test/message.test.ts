import { canMessageRole, DEFAULT_RIGHTS, ROLE_SLUGS, type TRoleSlug } from '@amc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstalledApp, signIn, type TInstalledApp } from './helpers/test-app';
import { createUser, sweepSignedInUsers } from './helpers/test-users';

type TWho = 'admin' | 'employee' | 'employee2' | 'customer' | 'supplier';

describe('messages', () => {
  let t: TInstalledApp;
  const tokens = {} as Record<TWho, string>;
  const ids = {} as Record<TWho, number>;
  const events: { userId: number; event: string }[] = [];

  beforeAll(async () => {
    t = await createInstalledApp();
    const roles: Record<Exclude<TWho, 'admin'>, TRoleSlug> = {
      employee: 'employee',
      employee2: 'employee',
      customer: 'customer',
      supplier: 'supplier',
    };
    for (const [who, role] of Object.entries(roles) as [Exclude<TWho, 'admin'>, TRoleSlug][]) {
      const user = await createUser(t.app, role, `${who}@example.com`);
      ids[who] = user.id;
      tokens[who] = await signIn(t.app, `${who}@example.com`, 'Secret123');
    }
    ids.admin = (await t.app.db.prisma.user.findUniqueOrThrow({ where: { email: 'admin@example.com' } })).id;
    tokens.admin = t.adminToken;
    for (const who of Object.keys(ids) as TWho[]) {
      t.app.events.subscribe(ids[who], (event) => events.push({ userId: ids[who], event }));
    }
  });
  afterAll(async () => t?.close());

  const prisma = () => t.app.db.prisma;
  const post = (who: TWho, url: string, payload?: object) =>
    t.as(tokens[who], { method: 'POST', url, ...(payload ? { payload } : {}) });
  const get = (who: TWho, url: string) => t.as(tokens[who], { url });
  const send = async (from: TWho, to: TWho[], subject: string, body = `Hello from ${from}`) => {
    const response = await post(from, '/api/message/store', {
      recipient_ids: to.map((w) => ids[w]),
      subject,
      body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; messages: { id: number }[] };
  };
  const unread = async (who: TWho) =>
    (await get(who, '/api/message/unread-count')).json().data.count as number;
  const inbox = async (who: TWho, query = '') => (await get(who, `/api/message/inbox?${query}`)).json();
  const snapshot = async () => ({
    conversations: await prisma().conversation.findMany({ orderBy: { id: 'asc' } }),
    participants: await prisma().conversationParticipant.findMany({ orderBy: { id: 'asc' } }),
    messages: await prisma().message.findMany({ orderBy: { id: 'asc' } }),
    deletions: await prisma().messageDeletion.findMany({ orderBy: { id: 'asc' } }),
  });

  it('keeps the rights every role needs for messages by default', () => {
    for (const role of ['employee', 'customer', 'supplier'] as const) {
      expect(DEFAULT_RIGHTS[role]).toEqual(
        expect.arrayContaining(['message_view', 'message_add', 'message_delete']),
      );
    }
  });

  it('says whom each role may write to in one rule', () => {
    const matrix = Object.fromEntries(
      ROLE_SLUGS.map((from) => [from, ROLE_SLUGS.filter((to) => canMessageRole(from, to))]),
    );
    expect(matrix).toEqual({
      admin: ['admin', 'employee', 'customer', 'supplier'],
      employee: ['admin', 'employee', 'customer'],
      customer: ['admin', 'employee'],
      supplier: ['admin'],
    });
  });

  it('offers each sender only the recipients it may write to, searched by name or e-mail', async () => {
    const names = async (who: TWho, search = '') =>
      (await get(who, `/api/message/recipients?search=${search}`))
        .json()
        .data.map((r: { id: number }) => r.id)
        .sort();
    expect(await names('admin')).toEqual([ids.employee, ids.employee2, ids.customer, ids.supplier].sort());
    expect(await names('employee')).toEqual([ids.admin, ids.employee2, ids.customer].sort());
    expect(await names('customer')).toEqual([ids.admin, ids.employee, ids.employee2].sort());
    expect(await names('supplier')).toEqual([ids.admin]);
    expect(await names('admin', 'supp')).toEqual([ids.supplier]);
    expect(await names('admin', 'Customer')).toEqual([ids.customer]);
  });

  it.each([
    ['employee', 'customer', true],
    ['employee', 'employee2', true],
    ['employee', 'supplier', false],
    ['customer', 'employee', true],
    ['customer', 'supplier', false],
    ['supplier', 'admin', true],
    ['supplier', 'employee', false],
    ['supplier', 'customer', false],
    ['admin', 'supplier', true],
  ] as const)(
    '%s writing to %s is allowed: %s; a refused message stores nothing',
    async (from, to, allowed) => {
      const before = await snapshot();
      const response = await post(from, '/api/message/store', {
        recipient_ids: [ids[to]],
        subject: `Rule ${from} to ${to}`,
        body: 'Checking the rule',
      });
      if (allowed) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ message: 'Message sent successfully.' });
        await post(from, `/api/message/conversation/${response.json().data.id}/delete`);
      } else {
        expect(response.statusCode).toBe(400);
        expect(response.json().issues).toEqual([
          { path: 'recipient_ids', message: 'You cannot send a message to one of the chosen recipients.' },
        ]);
        expect(await snapshot()).toEqual(before);
      }
    },
  );

  it.each([
    [{ subject: 'S', body: 'B' }, 'recipient_ids', 'Please choose at least one recipient.'],
    [
      { recipient_ids: [], subject: 'S', body: 'B' },
      'recipient_ids',
      'Please choose at least one recipient.',
    ],
    [
      { recipient_ids: 'all', subject: 'S', body: 'B' },
      'recipient_ids',
      'Please choose at least one recipient.',
    ],
    [{ recipient_ids: 'R', body: 'B' }, 'subject', 'Subject is required!'],
    [{ recipient_ids: 'R', subject: '  ', body: 'B' }, 'subject', 'Subject is required!'],
    [
      { recipient_ids: 'R', subject: 'x'.repeat(192), body: 'B' },
      'subject',
      'Maximum length of 191 exceeded!',
    ],
    [{ recipient_ids: 'R', subject: 'S' }, 'body', 'Message is required!'],
    [{ recipient_ids: 'R', subject: 'S', body: ' \n ' }, 'body', 'Message is required!'],
    [
      { recipient_ids: 'R', subject: 'S', body: 'x'.repeat(5001) },
      'body',
      'Maximum length of 5000 exceeded!',
    ],
  ])('refuses %j at %s: "%s", storing nothing', async (payload, path, message) => {
    const body = {
      ...payload,
      ...('recipient_ids' in payload && payload.recipient_ids === 'R'
        ? { recipient_ids: [ids.customer] }
        : {}),
    };
    const before = await snapshot();
    const response = await post('employee', '/api/message/store', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path, message }]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses writing to oneself, an unknown user or an inactive one, storing nothing', async () => {
    const inactive = await createUser(t.app, 'customer', 'gone@example.com');
    await prisma().user.update({ where: { id: inactive.id }, data: { isActive: false } });
    const before = await snapshot();
    for (const recipients of [[ids.employee], [ids.customer, 999999], [inactive.id]]) {
      const response = await post('employee', '/api/message/store', {
        recipient_ids: recipients,
        subject: 'S',
        body: 'B',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('You cannot send a message to one of the chosen recipients.');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 to a role without the right, and 401 without a token', async () => {
    const role = await prisma().role.findUniqueOrThrow({ where: { slug: 'supplier' } });
    const module = await prisma().module.findUniqueOrThrow({ where: { slug: 'message' } });
    const right = { roleId: role.id, moduleId: module.id, action: 'add' };
    await prisma().roleRight.deleteMany({ where: right });
    await sweepSignedInUsers(t.app);
    try {
      const before = await snapshot();
      const response = await post('supplier', '/api/message/store', {
        recipient_ids: [ids.admin],
        subject: 'S',
        body: 'B',
      });
      expect(response.statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    } finally {
      await prisma().roleRight.create({ data: right });
      await sweepSignedInUsers(t.app);
    }
    expect((await t.as(null, { url: '/api/message/inbox' })).statusCode).toBe(401);
  });

  it('delivers a message: the recipients see it unread in their inbox, the sender in its sent list', async () => {
    events.length = 0;
    const [employeeBefore, customerBefore, adminBefore] = [
      await unread('employee'),
      await unread('customer'),
      await unread('admin'),
    ];
    const sent = await send(
      'admin',
      ['employee', 'customer'],
      'Visit on Monday',
      'Please be there at <b>9</b>.',
    );
    expect(events).toEqual(
      expect.arrayContaining([
        { userId: ids.employee, event: 'message_received' },
        { userId: ids.customer, event: 'message_received' },
      ]),
    );
    expect(events.some((e) => e.userId === ids.admin && e.event === 'message_received')).toBe(false);
    expect(await unread('employee')).toBe(employeeBefore + 1);
    expect(await unread('customer')).toBe(customerBefore + 1);
    expect(await unread('admin')).toBe(adminBefore);

    const list = await inbox('employee');
    expect(list.data[0].id).toBe(sent.id);
    expect(list.data[0]).toMatchObject({
      id: sent.id,
      subject: 'Visit on Monday',
      participants: expect.arrayContaining([
        { id: ids.admin, name: expect.any(String), role: 'admin' },
        { id: ids.customer, name: 'Customer Tester', role: 'customer' },
      ]),
      last_message: { snippet: 'Please be there at <b>9</b>.', sender: { id: ids.admin, role: 'admin' } },
      unread_count: 1,
      unread: true,
    });
    const sentList = (await get('admin', '/api/message/sent?search=Visit')).json();
    expect(sentList.data.map((c: { id: number }) => c.id)).toEqual([sent.id]);
    expect(sentList.data[0]).toMatchObject({ unread: false, unread_count: 0 });
    expect((await inbox('admin', 'search=Visit')).meta.total).toBe(0);
    const log = await prisma().activityLog.findFirstOrThrow({
      where: { slug: 'message', recordId: sent.id },
    });
    expect(log).toMatchObject({
      action: 'create',
      userId: ids.admin,
      description: 'Sent the message "Visit on Monday" to 2 recipients',
    });
  });

  it('lets only participants read or act on a conversation: anyone else gets 404, admin too', async () => {
    const conversation = await send('employee', ['customer'], 'Private matter');
    const [message] = conversation.messages;
    const before = await snapshot();
    for (const who of ['employee2', 'supplier', 'admin'] as const) {
      expect((await get(who, `/api/message/conversation/${conversation.id}`)).statusCode).toBe(404);
      expect(
        (await post(who, `/api/message/reply/${conversation.id}`, { body: 'Let me in' })).statusCode,
      ).toBe(404);
      expect((await post(who, `/api/message/conversation/${conversation.id}/delete`)).statusCode).toBe(404);
      expect(
        (await post(who, `/api/message/conversation/${conversation.id}/message/${message!.id}/delete`))
          .statusCode,
      ).toBe(404);
      expect(
        (await post(who, '/api/message/conversation/delete-multi-conversation', { ids: [conversation.id] }))
          .statusCode,
      ).toBe(404);
    }
    expect((await get('admin', '/api/message/conversation/999999')).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('marks a conversation read when opened, and counts a new reply as unread again', async () => {
    const conversation = await send('customer', ['employee'], 'My AC is noisy');
    const countBefore = await unread('employee');
    const view = await get('employee', `/api/message/conversation/${conversation.id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      subject: 'My AC is noisy',
      participants: [{ id: ids.customer, role: 'customer' }],
      messages: [{ body: 'Hello from customer', sender: { id: ids.customer }, mine: false }],
    });
    expect(await unread('employee')).toBe(countBefore - 1);
    const row = (await inbox('employee', 'search=My AC')).data[0];
    expect(row).toMatchObject({ unread: false, unread_count: 0 });

    const reply = await post('employee', `/api/message/reply/${conversation.id}`, {
      body: 'We will come on Friday.',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ message: 'Reply sent successfully.' });
    expect(reply.json().data.messages.map((m: { mine: boolean }) => m.mine)).toEqual([false, true]);
    expect(await unread('employee')).toBe(countBefore - 1);
    const customerRow = (await inbox('customer', 'search=My AC')).data[0];
    expect(customerRow).toMatchObject({
      unread: true,
      unread_count: 1,
      last_message: { snippet: 'We will come on Friday.' },
    });
    // The customer started it and now has an answer: the conversation is in its inbox and its sent list.
    expect((await get('customer', '/api/message/sent?search=My AC')).json().meta.total).toBe(1);
    await post('customer', `/api/message/reply/${conversation.id}`, { body: 'One more thing.' });
    await post('customer', `/api/message/reply/${conversation.id}`, { body: 'And another.' });
    expect((await inbox('employee', 'search=My AC')).data[0]).toMatchObject({ unread_count: 2 });
    const log = await prisma().activityLog.findFirstOrThrow({
      where: { slug: 'message', action: 'reply', recordId: conversation.id },
    });
    expect(log.userId).toBe(ids.employee);
  });

  it('refuses an empty reply and changes nothing', async () => {
    const conversation = await send('admin', ['supplier'], 'Order 42');
    const before = await snapshot();
    const response = await post('supplier', `/api/message/reply/${conversation.id}`, { body: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'body', message: 'Message is required!' }]);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes a conversation for one side only; a reply brings it back with just the new messages', async () => {
    const countBefore = await unread('employee2');
    const conversation = await send('admin', ['employee2'], 'Shift change', 'First note');
    const deleted = await post('employee2', `/api/message/conversation/${conversation.id}/delete`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      message: 'Conversation deleted successfully.',
      data: { ids: [conversation.id] },
    });
    expect((await inbox('employee2', 'search=Shift')).meta.total).toBe(0);
    expect((await get('employee2', `/api/message/conversation/${conversation.id}`)).statusCode).toBe(404);
    expect(await unread('employee2')).toBe(countBefore);
    // The sender keeps its copy, whole.
    const adminView = (await get('admin', `/api/message/conversation/${conversation.id}`)).json().data;
    expect(adminView.messages.map((m: { body: string }) => m.body)).toEqual(['First note']);
    expect(adminView.participants).toEqual([
      { id: ids.employee2, name: 'Employee Tester', role: 'employee' },
    ]);
    // Deleting it twice is a conversation it no longer has.
    expect((await post('employee2', `/api/message/conversation/${conversation.id}/delete`)).statusCode).toBe(
      404,
    );
    // Nor may it reply to it any more.
    expect(
      (await post('employee2', `/api/message/reply/${conversation.id}`, { body: 'Hi' })).statusCode,
    ).toBe(404);

    await post('admin', `/api/message/reply/${conversation.id}`, { body: 'Second note' });
    expect(await unread('employee2')).toBe(countBefore + 1);
    const revived = await inbox('employee2', 'search=Shift');
    expect(revived.data[0]).toMatchObject({
      id: conversation.id,
      unread_count: 1,
      last_message: { snippet: 'Second note' },
    });
    const view = (await get('employee2', `/api/message/conversation/${conversation.id}`)).json().data;
    expect(view.messages.map((m: { body: string }) => m.body)).toEqual(['Second note']);
    expect(
      (await get('admin', `/api/message/conversation/${conversation.id}`)).json().data.messages,
    ).toHaveLength(2);
  });

  it('hides one message for the caller alone', async () => {
    const conversation = await send('employee', ['employee2'], 'Tools', 'Bring the ladder');
    const reply = (await post('employee2', `/api/message/reply/${conversation.id}`, { body: 'OK' })).json()
      .data;
    const first = reply.messages[0].id as number;
    const hidden = await post(
      'employee2',
      `/api/message/conversation/${conversation.id}/message/${first}/delete`,
    );
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ message: 'Message deleted successfully.', data: { id: first } });
    const mine = (await get('employee2', `/api/message/conversation/${conversation.id}`)).json().data;
    expect(mine.messages.map((m: { body: string }) => m.body)).toEqual(['OK']);
    const theirs = (await get('employee', `/api/message/conversation/${conversation.id}`)).json().data;
    expect(theirs.messages.map((m: { body: string }) => m.body)).toEqual(['Bring the ladder', 'OK']);
    // The only message from the other side is hidden, so the conversation leaves employee2's inbox but stays sent.
    expect((await inbox('employee2', 'search=Tools')).meta.total).toBe(0);
    expect((await get('employee2', '/api/message/sent?search=Tools')).json().meta.total).toBe(1);

    const before = await snapshot();
    expect(
      (await post('employee2', `/api/message/conversation/${conversation.id}/message/${first}/delete`))
        .statusCode,
    ).toBe(404);
    const other = await send('employee', ['customer'], 'Elsewhere');
    const after = await snapshot();
    expect(
      (
        await post(
          'employee',
          `/api/message/conversation/${conversation.id}/message/${other.messages[0]!.id}/delete`,
        )
      ).statusCode,
    ).toBe(404);
    expect(await snapshot()).toEqual(after);
    expect(before.messages.length + 1).toBe(after.messages.length);
  });

  it('deletes several conversations at once, all or nothing', async () => {
    const a = await send('admin', ['customer'], 'Bulk A');
    const b = await send('admin', ['customer'], 'Bulk B');
    const foreign = await send('employee', ['employee2'], 'Bulk foreign');
    const before = await snapshot();
    const refused = await post('customer', '/api/message/conversation/delete-multi-conversation', {
      ids: [a.id, foreign.id],
    });
    expect(refused.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    const empty = await post('customer', '/api/message/conversation/delete-multi-conversation', { ids: [] });
    expect(empty.statusCode).toBe(400);

    const done = await post('customer', '/api/message/conversation/delete-multi-conversation', {
      ids: [a.id, b.id, a.id],
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: '2 conversations deleted successfully.',
      data: { ids: [a.id, b.id] },
    });
    expect((await inbox('customer', 'search=Bulk')).meta.total).toBe(0);
    expect((await get('admin', '/api/message/sent?search=Bulk')).json().meta.total).toBe(2);
    const logs = await prisma().activityLog.count({
      where: { slug: 'message', action: 'delete', userId: ids.customer },
    });
    expect(logs).toBeGreaterThanOrEqual(2);
  });

  it('pages and sorts the inbox in the database, newest first', async () => {
    for (const n of [1, 2, 3]) await send('admin', ['supplier'], `Paging ${n}`);
    const page1 = await inbox('supplier', 'search=Paging&pageSize=2');
    expect(page1.meta).toEqual({ total: 3, totalExact: true, page: 1, pageSize: 2 });
    expect(page1.data.map((c: { subject: string }) => c.subject)).toEqual(['Paging 3', 'Paging 2']);
    const page2 = await inbox('supplier', 'search=Paging&pageSize=2&page=2');
    expect(page2.data.map((c: { subject: string }) => c.subject)).toEqual(['Paging 1']);
    const bySubject = await inbox('supplier', 'search=Paging&sort=subject&order=asc');
    expect(bySubject.data.map((c: { subject: string }) => c.subject)).toEqual([
      'Paging 1',
      'Paging 2',
      'Paging 3',
    ]);
    expect((await get('supplier', '/api/message/inbox?sort=body')).statusCode).toBe(400);
  });
});
