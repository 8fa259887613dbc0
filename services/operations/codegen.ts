// `pnpm codegen`: resolver types from the service's SDL into src/__generated__/ (committed).
import { fileURLToPath } from 'node:url';
import { generateResolverTypes } from '@smarthome/service-kit/codegen';

// With --check it only reports (exit 1) when the committed file is out of date.
const check = process.argv.includes('--check');
const { changed } = await generateResolverTypes({
  check,
  schemaDir: fileURLToPath(new URL('./src', import.meta.url)),
  outFile: fileURLToPath(new URL('./src/__generated__/resolvers-types.ts', import.meta.url)),
  contextType: '../context.js#OperationsContext',
  mappers: {
    Installation: '../installations/installations.service.js#Installation',
    Issue: '../issues/issues.service.js#Issue',
    Comment: '../comments/comments.service.js#Comment',
    Blueprint: '../blueprints/blueprints.service.js#Blueprint',
    Webhook: '../webhooks/webhooks.service.js#Webhook',
    WebhookWithSecret: '../webhooks/webhooks.service.js#WebhookWithSecret',
    WebhookDelivery: '../webhooks/webhooks.service.js#WebhookDelivery',
  },
});
if (check && changed) {
  console.error('src/__generated__/resolvers-types.ts is out of date: run `pnpm codegen` and commit it');
  process.exitCode = 1;
} else {
  console.log(changed ? 'resolver types updated' : 'resolver types up to date');
}
