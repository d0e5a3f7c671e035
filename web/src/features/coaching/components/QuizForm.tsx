import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachingQuizAttemptDto, CoachingQuizDto } from '@fj/shared';
import { notifyError } from '../../../components/toasts';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useSubmitAttempt } from '../api/lesson';
import { attemptsLeft, chooseOption, unansweredQuestions, type QuizAnswers } from '../lib/quiz-answers';
import { QuizResult } from './QuizResult';

/**
 * The lesson's quiz: every question answered, then sent to be marked on the server. The marked attempt shows the
 * score, whether it passed, and per question the right options; another attempt is offered while any are left.
 */
export function QuizForm({ quiz, enrolled }: { quiz: CoachingQuizDto; enrolled: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmitAttempt(quiz.id);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [missing, setMissing] = useState<number[]>([]);
  const [attempt, setAttempt] = useState<CoachingQuizAttemptDto | null>(null);
  const left = attemptsLeft(quiz);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const unanswered = unansweredQuestions(quiz, answers);
    setMissing(unanswered);
    if (unanswered.length) {
      document.getElementById(`quiz-question-${unanswered[0]}`)?.focus();
      return;
    }
    try {
      setAttempt(await submit.mutateAsync(answers));
    } catch (error) {
      notifyError(apiErrorMessage(error));
    }
  };

  const retry = () => {
    setAttempt(null);
    setAnswers({});
    setMissing([]);
  };

  return (
    <section className="coaching-panel coaching-quiz" aria-labelledby="coaching-quiz-title" data-testid="coaching-quiz">
      <h2 id="coaching-quiz-title" dir="auto" data-i18n-skip="">
        {quiz.title}
      </h2>
      <p className="field__hint" data-testid="coaching-quiz-rules">
        {t('coaching.quiz.rules', { pass: quiz.passMarkPercent })}{' '}
        {left === null ? t('coaching.quiz.unlimited') : t('coaching.quiz.attemptsLeft', { count: left })}
      </p>
      {quiz.passed && !attempt ? (
        <p className="notice" data-testid="coaching-quiz-passed">
          {t('coaching.quiz.alreadyPassed', { score: quiz.bestScorePercent ?? quiz.passMarkPercent })}
        </p>
      ) : null}
      {attempt ? (
        <QuizResult quiz={quiz} attempt={attempt} onRetry={attempt.passed || (attempt.attemptsAllowed !== null && attempt.attemptsUsed >= attempt.attemptsAllowed) ? undefined : retry} />
      ) : !enrolled ? (
        <p className="notice notice--info">{t('coaching.quiz.enrollFirst')}</p>
      ) : left === 0 && !quiz.passed ? (
        <p className="notice notice--warning" data-testid="coaching-quiz-no-attempts">
          {t('coaching.quiz.noAttempts')}
        </p>
      ) : quiz.passed ? null : (
        <form onSubmit={(event) => void send(event)} noValidate data-testid="coaching-quiz-form">
          <ol className="coaching-quiz__questions">
            {quiz.questions.map((question, index) => {
              const chosen = answers[String(question.id)] ?? [];
              const unanswered = missing.includes(question.id) && chosen.length === 0;
              const errorId = `quiz-question-${question.id}-error`;
              return (
                <li key={question.id}>
                  <fieldset
                    className={`coaching-question${unanswered ? ' coaching-question--missing' : ''}`}
                    id={`quiz-question-${question.id}`}
                    tabIndex={-1}
                    aria-describedby={unanswered ? errorId : undefined}
                    data-testid="coaching-question"
                  >
                    <legend>
                      <span className="coaching-question__number">{t('coaching.quiz.questionNumber', { number: index + 1 })}</span>{' '}
                      <span dir="auto" data-i18n-skip="">
                        {question.prompt}
                      </span>
                    </legend>
                    <p className="field__hint">{question.kind === 'single' ? t('coaching.quiz.chooseOne') : t('coaching.quiz.chooseAny')}</p>
                    {question.options.map((option) => (
                      <label key={option.id} className="coaching-option">
                        <input
                          type={question.kind === 'single' ? 'radio' : 'checkbox'}
                          name={`question-${question.id}`}
                          value={option.id}
                          checked={chosen.includes(option.id)}
                          onChange={(event) => setAnswers(chooseOption(answers, question, option.id, event.target.checked))}
                        />
                        <span dir="auto" data-i18n-skip="">
                          {option.label}
                        </span>
                      </label>
                    ))}
                    {unanswered ? (
                      <p className="field__error" id={errorId} role="alert">
                        {t('coaching.quiz.answerThis')}
                      </p>
                    ) : null}
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button type="submit" className="button" disabled={submit.isPending} data-testid="coaching-quiz-submit">
            {submit.isPending ? t('coaching.quiz.marking') : t('coaching.quiz.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
