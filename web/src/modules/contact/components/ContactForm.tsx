import { contactProblems, normalizeContact, type ContactFields } from '@api/modules/contact/domain/contact-rules';
import { Button } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { badUserInputFields, toFormErrors } from '../../../lib/graphql-errors';
import { useAnonymousMutation } from '../../../lib/public-data';
import { trackLead } from '../../../lib/tracking';
import { TextField } from '../../ui/fields';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { SendContactMessageMutation } from '../graphql/operations';
import { useHydrated } from '../../ui/useHydrated';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };
const FALLBACK = 'Failed to send message. Please try again.';

/** The server's own rules (spec section 5): all four fields required, a real e-mail address. */
function validate(values: ContactFields) {
  return Object.fromEntries(contactProblems(normalizeContact(values)).map((p) => [p.field, p.message]));
}

/** The contact form: sent to support by e-mail; what was typed stays when sending fails. */
export function ContactForm() {
  const [send, { loading }] = useAnonymousMutation(SendContactMessageMutation);
  const toast = useToast();
  const hydrated = useHydrated();

  const submit = async (values: ContactFields, helpers: FormikHelpers<ContactFields>) => {
    try {
      const result = (await send({ input: normalizeContact(values) })).sendContactMessage;
      if (result?.__typename === 'Ack') {
        trackLead();
        toast.success('Message Sent', "Thank you for reaching out! We'll get back to you soon.");
        helpers.resetForm();
      } else if (result?.__typename === 'ErrorResult') {
        // e.g. RATE_LIMITED: 'Too many messages. Please try again in 12 minutes.'
        helpers.setErrors(toFormErrors(result.fieldErrors, FIELDS));
        toast.error('Error', result.message || FALLBACK);
      }
    } catch (error) {
      helpers.setErrors(toFormErrors(badUserInputFields(error), FIELDS));
      toast.error('Error', FALLBACK);
    }
  };

  return (
    <Formik<ContactFields> initialValues={EMPTY} validate={validate} onSubmit={submit}>
      <ValidatedForm<ContactFields> fields={FIELDS} aria-label="Send us a message" className="fs-contact-form">
        {/* Usable once React has taken over the server's HTML (useHydrated). */}
        <fieldset className="fs-fieldset" disabled={!hydrated}>
          <TextField name="name" label="Name" autoComplete="name" required />
          <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="email" required />
          <TextField name="subject" label="Subject" required />
          <TextField name="message" label="Message" multiline rows={5} required />
          <Button type="primary" htmlType="submit" size="large" block loading={loading} aria-busy={loading || undefined}>
            {loading ? 'Sending...' : 'Send Message'}
          </Button>
        </fieldset>
      </ValidatedForm>
    </Formik>
  );
}
