import { Kind, parse, type ConstValueNode } from 'graphql';
import type { SubgraphName } from '@smarthome/service-kit/contracts';

export interface SubgraphEndpoint {
  name: string;
  url: string;
}

function stringArg(
  args: readonly { name: { value: string }; value: ConstValueNode }[] | undefined,
  name: string,
) {
  const arg = args?.find((a) => a.name.value === name);
  return arg?.value.kind === Kind.STRING ? arg.value.value : undefined;
}

/** The subgraphs a supergraph routes to (`enum join__Graph { X @join__graph(name, url) }`). */
export function subgraphsOf(supergraphSdl: string): SubgraphEndpoint[] {
  const endpoints: SubgraphEndpoint[] = [];
  for (const definition of parse(supergraphSdl).definitions) {
    if (definition.kind !== Kind.ENUM_TYPE_DEFINITION || definition.name.value !== 'join__Graph') continue;
    for (const value of definition.values ?? []) {
      const directive = value.directives?.find((d) => d.name.value === 'join__graph');
      const name = stringArg(directive?.arguments, 'name');
      const url = stringArg(directive?.arguments, 'url');
      if (name && url) endpoints.push({ name, url });
    }
  }
  return endpoints;
}

/** The URL the gateway really calls: the configured override, else the one composed in. */
export function resolveUrl(
  endpoint: SubgraphEndpoint,
  overrides: Partial<Record<SubgraphName, string>>,
): string {
  return (overrides as Record<string, string | undefined>)[endpoint.name] ?? endpoint.url;
}
