// POST /api/contact: a valid message is mailed to support and answered 200; invalid fields are each named with
// their message and nothing is sent; the public form is rate limited per address.
import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../domain/messages';
import { SUPPORT_ADDRESS } from '../../server/routes/contact';
import { setupTestApp } from '../helpers/app';
import { uniqueIp } from '../helpers/login';

const { app } = await setupTestApp();
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Ltd', topic: 'sales', message: 'Please call me about pricing.' };

const send = (payload: unknown, ip = uniqueIp(), lang = 'en') =>
  app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip, headers: { 'accept-language': lang } });

async function supportMail(): Promise<{ subject: string; text: string }[]> {
  const res = await app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(SUPPORT_ADDRESS)}&limit=100` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('POST /api/contact', () => {
  it('mails a valid message to the support address', async () => {
    const marker = `order 4711 ${Date.now()}`;
    const res = await send({ ...valid, message: `About ${marker}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sent: true });
    const mail = (await supportMail()).find((m) => m.text.includes(marker));
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain('Ada Lovelace');
    expect(mail!.text).toContain('ada@example.com');
    expect(mail!.text).toContain('Analytical Ltd');
  });

  it('names each invalid field with its message and sends nothing', async () => {
    const before = (await supportMail()).length;
    const res = await send({ name: ' ', email: 'nope', topic: 'lottery', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: translateMessage('onb_contact_name_required', 'en'),
      email: translateMessage('email_invalid', 'en'),
      topic: translateMessage('onb_contact_topic_required', 'en'),
      message: translateMessage('onb_contact_message_required', 'en'),
    });
    const zh = await send({ ...valid, message: '   ' }, uniqueIp(), 'zh-CN');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().errors).toEqual({ message: translateMessage('onb_contact_message_required', 'zh') });
    expect((await supportMail()).length).toBe(before);
  });

  it('limits one address to 5 messages a minute', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) expect((await send(valid, ip)).statusCode).toBe(200);
    expect((await send(valid, ip)).statusCode).toBe(429);
    expect((await send(valid)).statusCode).toBe(200);
  });

  it('is documented, public, under the contact tag', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    const op = doc.paths['/api/contact']?.post ?? doc.paths['/api/contact/']?.post;
    expect(op?.tags).toEqual(['contact']);
    expect(op?.security).toBeUndefined();
  });
});
