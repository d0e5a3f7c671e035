import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, coachingLearnHref, type CoachingCourseDetailDto } from '@fj/shared';
import { useSession } from '../../../app/session/session-context';
import { notifyError, notifySuccess } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { saveRedirect } from '../../../lib/session-storage';
import { useAddCartItem } from '../../shop/api/add-cart-item';
import { fetchCart } from '../../shop/api/cart-detail';
import { useEnroll } from '../api/course';
import { firstLessonId } from '../lib/outline';

/**
 * What the course page offers: to continue (enrolled), to enroll (free), or to buy (paid: the course's shop product
 * goes into the basket and the cart's checkout takes over; the paid order enrolls the learner). A visitor signs in first.
 */
export function EnrollAction({ course }: { course: CoachingCourseDetailDto }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const enroll = useEnroll(course.slug);
  const addToCart = useAddCartItem();
  const busy = enroll.isPending || addToCart.isPending;

  if (course.enrollment) {
    const lessonId = course.nextLessonId ?? firstLessonId(course.modules);
    return lessonId ? (
      <Link className="button" to={coachingLearnHref(course.slug, lessonId)} data-testid="coaching-continue">
        {course.nextLessonId === null ? t('coaching.course.revisit') : course.enrollment.progressPercent > 0 ? t('coaching.course.continue') : t('coaching.course.start')}
      </Link>
    ) : null;
  }

  // A course is bought once: already in the basket, the cart is simply shown again.
  const buy = async (productId: number) => {
    const cart = await fetchCart();
    if (!cart.items.some((line) => line.productId === productId)) await addToCart.mutateAsync({ productId, quantity: 1 });
    notifySuccess(t('coaching.course.addedToBasket'));
    navigate(ROUTES.cart);
  };

  const start = async () => {
    if (!isLoggedIn) {
      saveRedirect(`${location.pathname}${location.search}`);
      navigate(ROUTES.login);
      return;
    }
    try {
      if (course.price) {
        await buy(course.price.productId);
        return;
      }
      const outcome = await enroll.mutateAsync();
      if (outcome.kind === 'payment-required') {
        await buy(outcome.productId);
        return;
      }
      notifySuccess(t('coaching.course.enrolled'));
      const lessonId = firstLessonId(course.modules);
      if (lessonId) navigate(coachingLearnHref(course.slug, lessonId));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };

  const label = isLoggedIn ? (course.price ? t('coaching.course.buy') : t('coaching.course.enroll')) : course.price ? t('coaching.course.signInToBuy') : t('coaching.course.signInToEnroll');
  return (
    <button type="button" className="button" onClick={() => void start()} disabled={busy} aria-busy={busy || undefined} data-testid="coaching-enroll">
      {busy ? t('coaching.course.working') : label}
    </button>
  );
}
