import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ApiFetchToken, ApiRequestError, apiGet, apiGetJson, type ApiFetch } from '.';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function services(fetchApi?: ApiFetch): Container {
  const container = new Container();
  if (fetchApi) container.bind(ApiFetchToken).toConstantValue(fetchApi);
  return container;
}

describe('apiGet', () => {
  it('answers the result of a 200 envelope for the path asked', async () => {
    const asked: string[] = [];
    const result = await apiGet<{ title: string }>(services(async (path) => (asked.push(path), json({ code: 200, result: { title: 'Privacy' } }))), '/api/ext/cms-data/cmsPage/1');
    expect(result).toEqual({ title: 'Privacy' });
    expect(asked).toEqual(['/api/ext/cms-data/cmsPage/1']);
  });

  it("throws the server's code and message otherwise", async () => {
    const failing = services(async () => json({ code: 404, result: 'CMS query returned empty result' }, 404));
    await expect(apiGet(failing, '/api/x')).rejects.toEqual(new ApiRequestError(404, 'CMS query returned empty result'));
    const html = services(async () => new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(apiGet(html, '/api/x')).rejects.toMatchObject({ code: 502, message: 'Error with response - bad content-type!' });
    await expect(apiGet(services(), '/api/x')).rejects.toMatchObject({ code: 503 });
  });
});

describe('apiGetJson', () => {
  it('answers plain JSON bodies and throws the status and message of failures', async () => {
    expect(await apiGetJson(services(async () => json({ hits: { hits: [] } })), '/api/catalog/x')).toEqual({ hits: { hits: [] } });
    await expect(apiGetJson(services(async () => json({ code: 404, result: 'No entity type registered for bogus.' }, 404)), '/api/x')).rejects.toEqual(new ApiRequestError(404, 'No entity type registered for bogus.'));
    await expect(apiGetJson(services(async () => new Response('oops', { status: 500 })), '/api/x')).rejects.toMatchObject({ code: 500 });
  });
});
