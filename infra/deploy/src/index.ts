export {
  BUNDLE_ENTRY,
  BUNDLE_HEALTHCHECK,
  BUNDLE_WEB_DIR,
  bundleDeployable,
  deployableNamed,
  entryOf,
  packageDirOf,
  packageNameOf,
  type Bundle,
  type BundleOptions,
} from './bundle.js';
