import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { firstValueFrom, of, throwError, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createSessionWatch, sessionWatchLink } from './session-watch';

const ME = gql`
  query Me {
    me {
      id
    }
  }
`;

/** Runs one operation through the watch's link, the server answering with `answer`. */
async function answered(
  watch: ReturnType<typeof createSessionWatch>,
  answer: () => Observable<ApolloLink.Result>,
) {
  const link = ApolloLink.from([sessionWatchLink(watch), new ApolloLink(answer)]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  await firstValueFrom(ApolloLink.execute(link, { query: ME }, { client })).catch(() => undefined);
}

const unauthenticated = (message: string, details?: Record<string, unknown>) => () =>
  of({ data: null, errors: [{ message, extensions: { code: 'UNAUTHENTICATED', details } }] });
const refused = unauthenticated('Authentication required', { reason: 'NO_SESSION' });
const served = () => of({ data: { me: { id: '1' } } });
const httpFailure = (status: number) => () =>
  throwError(
    () =>
      new ServerError('Response not successful', { response: new Response('', { status }), bodyText: '' }),
  );

describe('the session watch of the dashboard', () => {
  it('hears an UNAUTHENTICATED answer or an HTTP 401 as the session ended, and any answered call as it alive again', async () => {
    const watch = createSessionWatch();
    let changes = 0;
    watch.subscribe(() => (changes += 1));
    await answered(watch, refused);
    expect(watch.ended()).toBe(true);
    await answered(watch, served);
    expect(watch.ended()).toBe(false);
    await answered(watch, httpFailure(401));
    expect(watch.ended()).toBe(true);
    expect(changes).toBe(3);
  });

  it('is not moved by a failure that says nothing of the session (a 502, a wrong password, a refusal of another kind)', async () => {
    const watch = createSessionWatch();
    await answered(watch, unauthenticated('The password or the code is not correct.'));
    expect(watch.ended()).toBe(false);
    await answered(watch, refused);
    await answered(watch, httpFailure(502));
    expect(watch.ended()).toBe(true);
    await answered(watch, () =>
      of({ data: null, errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] }),
    );
    // The server knew who asked: the session is alive, only this call was not allowed.
    expect(watch.ended()).toBe(false);
  });
});
