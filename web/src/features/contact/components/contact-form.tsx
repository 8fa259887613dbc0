import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  contactFields,
  contactLimits,
  normalizeContactForm,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormInput,
} from '@smarthome/catalog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { BotCheck, BotCheckWaitingNotice } from '@/components/bot-check/bot-check';
import { useBotCheckedForm } from '@/components/bot-check/use-bot-checked-form';
import { contactBotCheck, sendContactMessage } from '@/features/contact/api/contact-api';
import { contactFormTexts as t } from '@/features/contact/contact-texts';
import { rateLimitedOr } from '@/lib/failure-text';
import { paths } from '@/lib/paths';
import styles from './contact-form.module.css';

const EMPTY: ContactFormInput = { name: '', email: '', message: '', consent: false };
const fieldId = (field: ContactField) => `contact-${field}`;

/**
 * The contact form: name, email, message and the consent
 * box, checked in the browser with the same rules and texts as on the server; a field's error
 * clears as soon as that field is edited. Sending needs the bot check: while it has not loaded,
 * a send is refused with 'Se încarcă verificarea...'. The message goes to POST /api/v0/contact.
 */
export function ContactForm({
  labelledBy,
}: {
  /** The id of the heading that names the form. */ labelledBy: string;
}) {
  const { values, errors, state, submitting, edit, submit, again, botCheck } = useBotCheckedForm({
    initial: EMPTY,
    fields: contactFields,
    fieldId,
    validate: (typed: ContactFormInput): ContactFormErrors => validateContactForm(typed),
    send: (typed, proof) => sendContactMessage(normalizeContactForm(typed), proof),
    // The agreed text for any failure, but for too many messages: the server says when to try again.
    failureText: (caught) => rateLimitedOr(caught, t.failure),
    emptyAfterSend: true,
  });
  const successHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.kind === 'sent') successHeading.current?.focus();
  }, [state.kind]);

  if (state.kind === 'sent') {
    return (
      <div className={styles.success} role="status">
        <CheckCircle2 aria-hidden="true" size={40} className={styles.successIcon} />
        <h3 ref={successHeading} tabIndex={-1} className={styles.successTitle}>
          {t.success}
        </h3>
        <p>{t.successDetail}</p>
        <Button variant="secondary" onClick={again}>
          {t.sendAnother}
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={botCheck.formRef}
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={labelledBy}
    >
      <div className={styles.row}>
        <TextField
          id={fieldId('name')}
          name="name"
          label={`${t.name} *`}
          value={values.name}
          error={errors.name}
          onChange={(e) => edit('name', e.target.value)}
          autoComplete="name"
          maxLength={contactLimits.nameMax}
          aria-required="true"
        />
        <TextField
          id={fieldId('email')}
          name="email"
          type="email"
          inputMode="email"
          label={`${t.email} *`}
          value={values.email}
          error={errors.email}
          onChange={(e) => edit('email', e.target.value)}
          autoComplete="email"
          maxLength={contactLimits.emailMax}
          aria-required="true"
        />
      </div>
      <TextAreaField
        id={fieldId('message')}
        name="message"
        label={`${t.message} *`}
        hint={t.messageHint}
        value={values.message}
        error={errors.message}
        onChange={(e) => edit('message', e.target.value)}
        rows={6}
        maxLength={contactLimits.messageMax}
        aria-required="true"
      />
      <CheckboxField
        id={fieldId('consent')}
        name="consent"
        checked={values.consent}
        error={errors.consent}
        onChange={(e) => edit('consent', e.target.checked)}
        aria-required="true"
        label={
          <>
            {t.consent.before} <Link to={paths.terms}>{t.consent.link}</Link> {t.consent.after} *
          </>
        }
      />

      <BotCheck {...botCheck.props} source={contactBotCheck} />

      {state.kind === 'failed' ? <Alert tone="error">{state.text}</Alert> : null}
      {botCheck.waiting ? <BotCheckWaitingNotice /> : null}

      <Button type="submit" variant="primary" disabled={submitting} className={styles.submit}>
        {submitting ? <Spinner size={18} /> : <Send aria-hidden="true" size={18} />}
        {submitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
