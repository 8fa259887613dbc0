import { describe, expect, it } from 'vitest';
import {
  dayText,
  instantText,
  toRestComment,
  toRestInboxMessage,
  toRestInstallation,
  toRestIssue,
  toRestTestimonial,
} from './index.js';

const CREATED = '2026-03-01T08:30:00.000Z';
const UPDATED = '2026-03-02T09:00:00.000Z';

describe('instants and days', () => {
  it('writes an instant as the DateTime scalar does, from a Date or from text', () => {
    expect(instantText(new Date('2025-01-31T20:00:00+02:00'))).toBe('2025-01-31T18:00:00.000Z');
    expect(instantText('2025-01-31T18:00:00Z')).toBe('2025-01-31T18:00:00.000Z');
    expect(instantText(CREATED)).toBe(CREATED);
    expect(instantText('not a date')).toBe('not a date');
    expect(() => instantText(new Date('nope'))).toThrow(RangeError);
  });

  it('writes a day as YYYY-MM-DD, an instant as its day in Iași', () => {
    expect(dayText('2027-02-01')).toBe('2027-02-01');
    expect(dayText(new Date('2027-01-31T22:00:00Z'))).toBe('2027-02-01');
    expect(dayText(null)).toBeNull();
    expect(dayText(undefined)).toBeNull();
  });
});

describe('the REST installation', () => {
  const fields = {
    name: 'Casa Ana',
    address: 'Str. Lungă 1, Iași',
    customerEmail: 'ana@example.ro',
    package: 'premium',
    status: 'pending',
    description: null,
    estimatedTotalCost: 1234.5,
    plannedInstallationDate: '2027-02-01',
    finishConfigurationDate: null,
    hardware: [{ id: 'a1', name: 'Releu', quantity: 2, unitPrice: 10.5, total: 21 }],
    hardwareTotal: 21,
    version: 3,
  };
  const expected = {
    id: 7,
    name: 'Casa Ana',
    address: 'Str. Lungă 1, Iași',
    user_email: 'ana@example.ro',
    package: 'premium',
    status: 'pending',
    description: null,
    estimated_total_cost: 1234.5,
    planned_installation_date: '2027-02-01',
    installation_date: '2027-02-01T08:00:00.000Z',
    finish_configuration_date: null,
    hardware: [{ id: 'a1', name: 'Releu', quantity: 2, unit_price: 10.5, total: 21 }],
    hardware_total: 21,
    version: 3,
    created_at: CREATED,
    updated_at: UPDATED,
  };

  it('is the same from the gateway’s GraphQL answer and from a service’s view', () => {
    const fromGraphQL = toRestInstallation({
      ...fields,
      id: '7',
      installationDate: '2027-02-01T08:00:00.000Z',
      createdAt: CREATED,
      updatedAt: UPDATED,
    });
    const fromService = toRestInstallation({
      ...fields,
      id: 7,
      installationDate: new Date('2027-02-01T10:00:00+02:00'),
      createdAt: new Date(CREATED),
      updatedAt: new Date(UPDATED),
    });
    expect(fromGraphQL).toEqual(expected);
    expect(fromService).toEqual(expected);
  });
});

describe('the REST issue and comment', () => {
  const issue = {
    id: '4',
    title: 'Releu',
    description: 'Nu comută.',
    status: 'open',
    installationId: '7',
    installationName: 'Casa Ana',
    createdByEmail: 'ana@example.ro',
    version: 2,
  };
  const expected = {
    id: 4,
    title: 'Releu',
    description: 'Nu comută.',
    status: 'open',
    installation_id: 7,
    installation_name: 'Casa Ana',
    created_by: 'u1',
    created_by_email: 'ana@example.ro',
    version: 2,
    created_at: CREATED,
    updated_at: UPDATED,
  };

  it('reads the reporter from a reference or from an id', () => {
    expect(
      toRestIssue({ ...issue, createdBy: { id: 'u1' }, createdAt: CREATED, updatedAt: UPDATED }),
    ).toEqual(expected);
    expect(
      toRestIssue({
        ...issue,
        createdById: 'u1',
        createdAt: new Date(CREATED),
        updatedAt: new Date(UPDATED),
      }),
    ).toEqual(expected);
    expect(
      toRestIssue({ ...issue, createdBy: null, createdAt: CREATED, updatedAt: UPDATED }).created_by,
    ).toBeNull();
  });

  it('writes the author from their account, from the id alone, or as gone', () => {
    const comment = { id: 'c1', content: 'Trec mâine.', authorRole: 'installer' };
    const account = { id: 'u2', firstName: 'Ion', lastName: 'Pop', role: 'admin' };
    expect(toRestComment({ ...comment, user: account, createdAt: CREATED })).toEqual({
      id: 'c1',
      content: 'Trec mâine.',
      createdAt: CREATED,
      user: account,
    });
    expect(toRestComment({ ...comment, authorId: 'u2', createdAt: new Date(CREATED) }).user).toEqual({
      id: 'u2',
      firstName: '',
      lastName: '',
      role: 'installer',
    });
    expect(toRestComment({ ...comment, user: null, createdAt: CREATED }).user).toEqual({
      id: null,
      firstName: '',
      lastName: '',
      role: 'installer',
    });
  });
});

describe('the REST inbox message and testimonial', () => {
  it('writes snake_case fields with the instants as text', () => {
    expect(
      toRestInboxMessage({
        id: 'm1',
        name: 'Ana',
        email: 'ana@example.ro',
        message: 'Bună ziua',
        receivedAt: new Date(CREATED),
        read: false,
      }),
    ).toEqual({
      id: 'm1',
      name: 'Ana',
      email: 'ana@example.ro',
      message: 'Bună ziua',
      received_at: CREATED,
      read: false,
    });
    expect(
      toRestTestimonial({
        id: 't1',
        clientName: 'Ana',
        content: 'Foarte mulțumită.',
        rating: 5,
        isApproved: false,
        createdAt: new Date(CREATED),
      }),
    ).toEqual({
      id: 't1',
      client_name: 'Ana',
      position: null,
      company: null,
      content: 'Foarte mulțumită.',
      rating: 5,
      avatar_url: null,
      is_approved: false,
      created_at: CREATED,
    });
  });
});
