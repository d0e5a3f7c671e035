import { Type } from 'typebox';

// The coaching enumerations as request and response schemas, for the learner and the authoring routes alike.
// Written out: a mapped union loses the literal types.
export const Category = Type.Union([
  Type.Literal('coaching-badges'),
  Type.Literal('performance-analysis'),
  Type.Literal('careers'),
  Type.Literal('scouting'),
  Type.Literal('sports-science'),
  Type.Literal('club-operations'),
]);
export const Level = Type.Union([Type.Literal('beginner'), Type.Literal('intermediate'), Type.Literal('advanced')]);
export const Language = Type.Union([Type.Literal('en'), Type.Literal('ar')], { description: 'The language the course is taught in' });
export const QuestionKind = Type.Union([Type.Literal('single'), Type.Literal('multiple')]);
export const Source = Type.Union([Type.Literal('free'), Type.Literal('order'), Type.Literal('admin')]);
