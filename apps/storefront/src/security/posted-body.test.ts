import { describe, expect, it } from 'vitest';
import { isReadablePost } from './posted-body.ts';

const ACTION = { 'next-action': '60fb13d8805527ace0e7f93e5b9f63477d236bd02a' };
const post = (body: BodyInit, headers: Record<string, string>) => new Request('http://shop.test/gift-cards/', { method: 'POST', headers, body });
const actionCall = (body: string) => post(body, { ...ACTION, 'content-type': 'text/plain;charset=UTF-8' });

function multipart(fields: Record<string, string>, boundary = 'shopboundary'): string {
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return `${parts.join('')}--${boundary}--\r\n`;
}

describe('a server action call', () => {
  it('passes with the arguments a page sends: strings, numbers, records, undefined and an escaped dollar', async () => {
    expect(await isReadablePost(actionCall('["en",{"query":"gift","page":2,"note":"$$5 off"},"$undefined",null,true]'))).toBe(true);
    expect(await isReadablePost(actionCall('[]'))).toBe(true);
  });

  it('is refused when its body is not a JSON array of arguments', async () => {
    for (const body of ['garbage{', '{"a":', '"x"', '5', 'null', '{"0":"en"}', '']) expect(await isReadablePost(actionCall(body)), body).toBe(false);
  });

  it('is refused when it names a part of the reply it does not carry, or a type the actions never take', async () => {
    for (const reference of ['$1', '$@1', '$Q1', '$W1', '$F1', '$h1', '$K1', '$T', '$B1', '$n12', '$D2020-01-01', '$', '$R1']) {
      expect(await isReadablePost(actionCall(JSON.stringify(['en', { nested: [reference] }]))), reference).toBe(false);
    }
  });

  it('passes an object sent twice as its path in the arguments, and is refused when the path leads nowhere', async () => {
    expect(await isReadablePost(actionCall('["en",{"billing":{"city":"Cork"},"delivery":"$0:1:billing"}]'))).toBe(true);
    expect(await isReadablePost(actionCall('["en",{"billing":{"city":"Cork"},"delivery":"$0:1:shipping"}]'))).toBe(false);
    expect(await isReadablePost(actionCall('["en",{"billing":{"city":"Cork"},"delivery":"$0:1:billing:city"}]'))).toBe(false);
    expect(await isReadablePost(actionCall('["en",{"billing":{"city":"Cork"},"delivery":"$1:billing"}]'))).toBe(false);
  });

  it('is refused when nested deeper than any action argument', async () => {
    expect(await isReadablePost(actionCall(`${'['.repeat(40)}${']'.repeat(40)}`))).toBe(false);
    expect(await isReadablePost(actionCall(`${'['.repeat(20)}${']'.repeat(20)}`))).toBe(true);
  });

  it('is refused when it names an action id of another form than Next writes, which Next would log with a stack', async () => {
    for (const id of ['0000', '0'.repeat(40), 'z'.repeat(42), `${ACTION['next-action']}0`, '../../etc/passwd', '']) {
      const call = post('["en"]', { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' });
      expect(await isReadablePost(call), id).toBe(false);
    }
  });

  it('must come as text or as a form', async () => {
    expect(await isReadablePost(post('["en"]', { ...ACTION, 'content-type': 'application/json' }))).toBe(false);
  });

  it('with form data passes when field "0" holds its arguments and the form data it names', async () => {
    const body = multipart({ '0': '["en","$K1"]', '_1_email': 'ann@example.ie' });
    expect(await isReadablePost(post(body, { ...ACTION, 'content-type': 'multipart/form-data; boundary=shopboundary' }))).toBe(true);
  });

  it('with form data is refused without its arguments, or when the form is cut off', async () => {
    const headers = { ...ACTION, 'content-type': 'multipart/form-data; boundary=shopboundary' };
    expect(await isReadablePost(post(multipart({ '_1_email': 'ann@example.ie' }), headers))).toBe(false);
    expect(await isReadablePost(post(multipart({ '0': '["$1"]' }), headers))).toBe(false);
    expect(await isReadablePost(post('--shopboundary\r\nContent-Disposition: form-data; name="0"\r\n\r\n["en"]', headers))).toBe(false);
  });
});

describe('a form posted without JavaScript', () => {
  it('passes when it is a whole form', async () => {
    const body = multipart({ '$ACTION_ID_60fb13d8805527ace0e7f93e5b9f63477d236bd02a': '', email: 'ann@example.ie' });
    expect(await isReadablePost(post(body, { 'content-type': 'multipart/form-data; boundary=shopboundary' }))).toBe(true);
    expect(await isReadablePost(post('email=ann%40example.ie', { 'content-type': 'application/x-www-form-urlencoded' }))).toBe(true);
  });

  it("passes with the action's reference and bound arguments as the page wrote them", async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=shopboundary' };
    const reference = '{"id":"701ad81f2f5c0e6b8a3d9e4f1c2b7a6d5e8f9c0b1a","bound":"$@1"}';
    const body = multipart({ '$ACTION_REF_1': '', '$ACTION_1:0': reference, '$ACTION_1:1': '["en",{"status":"idle"}]', email: 'ann@example.ie' });
    expect(await isReadablePost(post(body, headers))).toBe(true);
    const twice = multipart({ '$ACTION_REF_1': '', '$ACTION_1:0': reference, '$ACTION_1:1': '["en",{"values":{"a":1},"echo":"$1:1:values"}]' });
    expect(await isReadablePost(post(twice, headers))).toBe(true);
  });

  it('is refused when its action reference or bound arguments are not what a page writes', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=shopboundary' };
    const reference = '{"id":"701ad81f2f5c0e6b8a3d9e4f1c2b7a6d5e8f9c0b1a","bound":"$@1"}';
    for (const [part0, part1] of [
      [reference, 'garbage'],
      [reference, '["en","$Q1"]'],
      [reference, '["en",{"values":{"a":1},"echo":"$0:1:values"}]'],
      ['{"id":"701ad81f2f5c0e6b8a3d9e4f1c2b7a6d5e8f9c0b1a","bound":"$Q1"}', '["en"]'],
      ['{"id":"701ad81f2f5c0e6b8a3d9e4f1c2b7a6d5e8f9c0b1a","bound":"$@1","extra":"$W2"}', '["en"]'],
      ['["701ad81f2f5c0e6b8a3d9e4f1c2b7a6d5e8f9c0b1a"]', '["en"]'],
    ]) {
      const body = multipart({ '$ACTION_REF_1': '', '$ACTION_1:0': part0!, '$ACTION_1:1': part1! });
      expect(await isReadablePost(post(body, headers)), `${part0} ${part1}`).toBe(false);
    }
  });

  it('is refused when the id of the action it names is not of the form Next writes', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=shopboundary' };
    expect(await isReadablePost(post(multipart({ '$ACTION_ID_0000': '', email: 'ann@example.ie' }), headers))).toBe(false);
    const reference = '{"id":"0000","bound":"$@1"}';
    expect(await isReadablePost(post(multipart({ '$ACTION_REF_1': '', '$ACTION_1:0': reference, '$ACTION_1:1': '["en"]' }), headers))).toBe(false);
  });

  it('is refused when the form cannot be read', async () => {
    expect(await isReadablePost(post('garbage', { 'content-type': 'multipart/form-data; boundary=shopboundary' }))).toBe(false);
    expect(await isReadablePost(post('garbage', { 'content-type': 'multipart/form-data' }))).toBe(false);
  });
});

it('lets other posts through: Next does not read them as a server action', async () => {
  expect(await isReadablePost(post('{"a":1}', { 'content-type': 'application/json' }))).toBe(true);
});
