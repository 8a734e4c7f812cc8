/** The visible unsubscribe line in every sequence email (issue 28), worded by the user in the sending settings. */
import { createSecretBox, DEVELOPMENT_SECRETS_KEY } from '@leadpath/auth';
import { DEFAULT_UNSUBSCRIBE_LINE } from '@leadpath/core';
import { describe, expect, it } from 'vitest';
import { openUnsubscribeToken } from '../../unsubscribe/token.ts';
import { ALWAYS, createEngine, DAY, PUBLIC_URL } from './testing/engine-fixtures.ts';

const secrets = createSecretBox(DEVELOPMENT_SECRETS_KEY);

describe('the visible unsubscribe line', () => {
  it('ends the text and the HTML of every step with the default line and the recipient’s own link', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    await engine.signature('Sam Sender');
    const { id } = await engine.createSequence([
      { variants: [{ subject: 'Hello', body: 'First' }] },
      { delayDays: 1, sameThread: true, variants: [{ subject: '', body: 'Following up' }] },
    ]);
    const ada = await engine.addProspect({ firstName: 'Ada', email: 'Ada@Acme.test' });
    await engine.enroll(id, [ada]);
    await engine.tick({ secrets });
    engine.clock.now += DAY;
    await engine.tick({ secrets });

    const mails = await engine.outbox();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const line = mail.text.split('\n').at(-1) ?? '';
      expect(line).toMatch(
        /^Not interested\? Unsubscribe here: https:\/\/app\.example\.com\/api\/unsubscribe\/\S+$/,
      );
      const url = line.slice(line.indexOf(PUBLIC_URL));
      const token = url.split('/').at(-1) ?? '';
      expect(openUnsubscribeToken(secrets, token)).toEqual({
        ownerId: engine.user.id,
        email: 'ada@acme.test',
      });
      // After the signature, and in the HTML as a link.
      expect(mail.text.indexOf('Sam Sender')).toBeLessThan(mail.text.indexOf('Unsubscribe here'));
      expect(mail.html).toContain(`Not interested? Unsubscribe here: <a href="${url}">${url}</a>`);
    }
    expect(DEFAULT_UNSUBSCRIBE_LINE).toContain('{{unsubscribe_link}}');
  });

  it('uses the wording of the sending settings', async () => {
    const engine = await createEngine();
    await engine.settings({
      ...ALWAYS,
      unsubscribeLine: 'Keine weiteren E-Mails? <Abmelden>: {{unsubscribe_link}}',
    });
    const { id } = await engine.createSequence([{ variants: [{ subject: 'Hallo', body: 'Erste' }] }]);
    await engine.enroll(id, [await engine.addProspect()]);
    await engine.tick({ secrets });
    const [mail] = await engine.outbox();
    expect(mail?.text).toMatch(
      /\n\nKeine weiteren E-Mails\? <Abmelden>: https:\/\/app\.example\.com\/api\/unsubscribe\/\S+$/,
    );
    expect(mail?.html).toContain(
      'Keine weiteren E-Mails? &#60;Abmelden&#62;: <a href="https://app.example.com/api/unsubscribe/',
    );
  });

  it('links a mailto to the sender when the tick has no secrets to seal a link', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{ variants: [{ subject: 'Hello', body: 'First' }] }]);
    await engine.enroll(id, [await engine.addProspect()]);
    await engine.tick();
    expect((await engine.outbox())[0]?.text).toContain(
      `Not interested? Unsubscribe here: mailto:${engine.user.email}?subject=unsubscribe`,
    );
  });
});
