import { ContactForm } from '../components/ContactForm';
import { StaticContentPage } from './StaticContentPage';

/** /contact-us/: the editable contact text and the contact form. */
export function ContactPage() {
  return (
    <StaticContentPage slug="contact">
      <ContactForm />
    </StaticContentPage>
  );
}
