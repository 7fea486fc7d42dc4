import { closeTestApps, createTestApp } from '../../test-support/test-app';
import { NOT_READY_MESSAGE } from './index';

afterEach(closeTestApps);

describe('GET /api/health', () => {
  it('answers ok while the process runs', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/ready', () => {
  it('answers ok when the store answers', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the store is unreachable', async () => {
    const { app, store } = await createTestApp();
    jest.spyOn(store, 'ping').mockResolvedValue(false);
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: NOT_READY_MESSAGE });
  });

  it('answers 503 when the store check fails outright', async () => {
    const { app, store } = await createTestApp();
    jest.spyOn(store, 'ping').mockRejectedValue(new Error('connection refused'));
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toContain('connection refused');
  });
});
