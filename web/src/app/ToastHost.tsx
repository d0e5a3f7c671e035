import { ToastContainer } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@fj/shared';

/** §8: top right, 3 seconds, in both directions. Its own chunk (see LazyToasts). */
export default function ToastHost() {
  const { i18n } = useTranslation();
  return <ToastContainer position="top-right" autoClose={LIMITS.toastMs} rtl={i18n.dir() === 'rtl'} newestOnTop />;
}
