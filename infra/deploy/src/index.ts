export {
  BUNDLE_ENTRY,
  BUNDLE_HEALTHCHECK,
  BUNDLE_WEB_DIR,
  REPO_ROOT,
  bundleDeployable,
  deployableNamed,
  entryOf,
  packageDirOf,
  packageNameOf,
  type Bundle,
  type BundleOptions,
} from './bundle.js';
