import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { conflict } from '../lib/http-error';
import { FormRuleError } from '../lib/validate-form';
import errorsPlugin from './errors';

const appThrowing = async (error: unknown) => {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
};

describe('error envelope', () => {
  it('never shows internals of a 5xx', async () => {
    const app = await appThrowing(new Error('connect ECONNREFUSED 10.0.0.9:5432 password=hunter2'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('passes client errors through with their field errors', async () => {
    const app = await appThrowing(conflict('Taken', { email: 'Already used' }));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, statusCode: 409, error: 'Conflict', message: 'Taken', errors: { email: 'Already used' } });
  });

  it('answers 422 for broken form rules', async () => {
    const app = await appThrowing(new FormRuleError({ password: 'Too short' }));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: 'Too short' });
  });

  it('treats an unexpected yup error as a server error, not as user input', async () => {
    const app = await appThrowing(new ValidationError('internal schema misuse'));
    expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
  });
});
