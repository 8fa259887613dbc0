/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The WhatsApp number, digits only; empty when the build was given none. */
  readonly VITE_BUSINESS_WHATSAPP_NUMBER: string;
  /** The Facebook page's address; empty when the build was given none. */
  readonly VITE_BUSINESS_FACEBOOK_URL: string;
}
