import { useTranslation } from 'react-i18next';
import type { CoachingQuizAttemptDto, CoachingQuizDto } from '@fj/shared';

/** A marked attempt: the score against the pass mark, and each question with the right options shown. */
export function QuizResult({ quiz, attempt, onRetry }: { quiz: CoachingQuizDto; attempt: CoachingQuizAttemptDto; onRetry?: () => void }) {
  const { t } = useTranslation();
  const byQuestion = new Map(attempt.results.map((result) => [result.questionId, result]));
  return (
    <div className="coaching-result" data-testid="coaching-quiz-result">
      <p className={`notice ${attempt.passed ? '' : 'notice--warning'}`} role="status" data-testid="coaching-quiz-outcome" data-passed={attempt.passed}>
        <strong>{attempt.passed ? t('coaching.quiz.passed') : t('coaching.quiz.failed')}</strong>{' '}
        {t('coaching.quiz.score', { score: attempt.scorePercent, pass: attempt.passMarkPercent })}
      </p>
      <ol className="coaching-quiz__questions">
        {quiz.questions.map((question, index) => {
          const result = byQuestion.get(question.id);
          return (
            <li key={question.id} className={`coaching-question coaching-question--${result?.correct ? 'right' : 'wrong'}`} data-testid="coaching-result-question">
              <p className="coaching-question__prompt">
                <span className="coaching-question__number">{t('coaching.quiz.questionNumber', { number: index + 1 })}</span>{' '}
                <span dir="auto" data-i18n-skip="">
                  {question.prompt}
                </span>{' '}
                <span className={`badge ${result?.correct ? 'badge--success' : 'badge--danger'}`}>{result?.correct ? t('coaching.quiz.right') : t('coaching.quiz.wrong')}</span>
              </p>
              <ul className="coaching-result__options">
                {question.options.map((option) => {
                  const correct = result?.correctOptionIds.includes(option.id) ?? false;
                  const chosen = result?.chosenOptionIds.includes(option.id) ?? false;
                  return (
                    <li key={option.id} className={`coaching-result__option${correct ? ' coaching-result__option--correct' : ''}${chosen && !correct ? ' coaching-result__option--missed' : ''}`}>
                      <span aria-hidden="true">{correct ? '✓' : chosen ? '✗' : '·'}</span>{' '}
                      <span dir="auto" data-i18n-skip="">
                        {option.label}
                      </span>
                      {chosen ? <span className="coaching-result__chosen">{t('coaching.quiz.yourAnswer')}</span> : null}
                      {correct ? <span className="visually-hidden">{t('coaching.quiz.correctAnswer')}</span> : null}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry} data-testid="coaching-quiz-retry">
          {t('coaching.quiz.retry')}
        </button>
      ) : null}
    </div>
  );
}
