import { ArrowRight, CheckCircle2, Clock, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  normalizeTestimonialForm,
  TESTIMONIAL_DEFAULT_RATING,
  testimonialFields,
  testimonialLimits,
  validateTestimonialForm,
  type TestimonialField,
  type TestimonialFormErrors,
} from '@smarthome/catalog';
import { BotCheck, BotCheckWaitingNotice } from '@/components/bot-check/bot-check';
import { useBotCheckedForm } from '@/components/bot-check/use-bot-checked-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { testimonialBotCheck, submitTestimonial } from '@/features/testimonials/api/testimonials-api';
import { REDIRECT_AFTER_SUBMIT_MS } from '@/features/testimonials/testimonial-rules';
import { testimonialTexts } from '@/features/testimonials/testimonial-texts';
import { formFailureText } from '@/lib/failure-text';
import { paths } from '@/lib/paths';
import { RatingInput } from './rating-input';
import styles from './testimonial-form.module.css';

const t = testimonialTexts.form;
const done = testimonialTexts.success;

interface Values {
  clientName: string;
  position: string;
  company: string;
  content: string;
  rating: number;
}

const EMPTY: Values = {
  clientName: '',
  position: '',
  company: '',
  content: '',
  rating: TESTIMONIAL_DEFAULT_RATING,
};
const fieldId = (field: TestimonialField) => `testimonial-${field}`;

/**
 * The testimonial form with its heading: name, position, company, the testimonial and a 1–5 star
 * rating (5 at first), checked in the browser with the server's own rules and texts; a field's error
 * clears as soon as that field is edited. Sending needs the bot check ('Se încarcă verificarea...'
 * while it loads). Once sent: the thanks, then the testimonials page after 3 seconds.
 */
export function TestimonialForm({
  titleId,
}: {
  /** The id of the form's heading, and of the thanks that replace it (the card is named by it). */ titleId: string;
}) {
  const { values, errors, state, submitting, edit, submit, botCheck } = useBotCheckedForm({
    initial: EMPTY,
    fields: testimonialFields,
    fieldId,
    validate: (typed: Values): TestimonialFormErrors => validateTestimonialForm(typed),
    send: (typed, proof) => submitTestimonial(normalizeTestimonialForm(typed), proof),
    failureText: (caught) => formFailureText(caught, testimonialTexts.form.failure),
  });

  if (state.kind === 'sent') return <SentNotice titleId={titleId} />;

  return (
    <>
      <h2 id={titleId} className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.lead}>{t.lead}</p>
      <form
        ref={botCheck.formRef}
        className={styles.form}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby={titleId}
      >
        <TextField
          id={fieldId('clientName')}
          name="client_name"
          label={`${t.clientName} *`}
          hint={t.clientNameHint}
          value={values.clientName}
          error={errors.clientName}
          onChange={(e) => edit('clientName', e.target.value)}
          autoComplete="name"
          maxLength={testimonialLimits.nameMax}
          aria-required="true"
        />
        <div className={styles.row}>
          <TextField
            id={fieldId('position')}
            name="position"
            label={`${t.position} (${t.optional})`}
            hint={t.positionHint}
            value={values.position}
            error={errors.position}
            onChange={(e) => edit('position', e.target.value)}
            autoComplete="organization-title"
            maxLength={testimonialLimits.positionMax}
          />
          <TextField
            id={fieldId('company')}
            name="company"
            label={`${t.company} (${t.optional})`}
            hint={t.companyHint}
            value={values.company}
            error={errors.company}
            onChange={(e) => edit('company', e.target.value)}
            autoComplete="organization"
            maxLength={testimonialLimits.companyMax}
          />
        </div>
        <TextAreaField
          id={fieldId('content')}
          name="content"
          label={`${t.content} *`}
          hint={t.contentHint}
          value={values.content}
          error={errors.content}
          onChange={(e) => edit('content', e.target.value)}
          rows={6}
          maxLength={testimonialLimits.contentMax}
          aria-required="true"
        />
        <RatingInput
          id={fieldId('rating')}
          label={`${t.rating} *`}
          value={values.rating}
          error={errors.rating}
          onChange={(stars) => edit('rating', stars)}
        />

        <BotCheck {...botCheck.props} source={testimonialBotCheck} />

        {state.kind === 'failed' ? <Alert tone="error">{state.text}</Alert> : null}
        {botCheck.waiting ? <BotCheckWaitingNotice /> : null}

        <Button type="submit" variant="primary" disabled={submitting} className={styles.submit}>
          {submitting ? <Spinner size={18} /> : <Send aria-hidden="true" size={18} />}
          {submitting ? t.submitting : t.submit}
        </Button>
      </form>
    </>
  );
}

/** The thanks, the review notice, then the list after the delay (or at once, by the link). */
function SentNotice({ titleId }: { titleId: string }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    // In place of the sent form (by the timer or the link): Back goes to where the visitor was before it.
    const timer = window.setTimeout(
      () => void navigate(paths.testimonials, { replace: true }),
      REDIRECT_AFTER_SUBMIT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div className={styles.sent} role="status">
      <CheckCircle2 aria-hidden="true" size={44} className={styles.sentIcon} />
      <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.sentTitle}>
        {done.thanks}
      </h2>
      <p className={styles.pending}>
        <Clock aria-hidden="true" size={18} />
        {done.pending}
      </p>
      <p className={styles.redirect}>{done.redirect(REDIRECT_AFTER_SUBMIT_MS / 1000)}</p>
      <Link to={paths.testimonials} replace className={styles.now}>
        {done.now}
        <ArrowRight aria-hidden="true" size={16} />
      </Link>
    </div>
  );
}
