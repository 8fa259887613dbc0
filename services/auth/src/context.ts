import type { SubgraphContext } from '@smarthome/service-kit';
import type { UserService } from './users/users.service.js';

/** The use cases of the auth service, built once per process. */
export interface AuthServices {
  users: UserService;
}

/** What every auth resolver receives. */
export type AuthContext = SubgraphContext<AuthServices>;
