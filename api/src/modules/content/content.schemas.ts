import { Type, type TSchema } from 'typebox';

const LookupOption = Type.Object(
  { value: Type.Union([Type.String(), Type.Number()]), label: Type.String() },
  { additionalProperties: true },
);

export const ConfigDataResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Record(Type.String(), Type.Array(LookupOption), {
    description: 'Every §3 lookup list under its global-state name (experience, qualification, salaryType, …)',
  }),
});

const MenuItemSchema = (depth: number): TSchema =>
  Type.Object({
    label: Type.String(),
    labelKey: Type.Optional(Type.String({ description: 'i18n key of the label; the SPA shows it in the page language' })),
    link: Type.String(),
    hide: Type.Optional(Type.Boolean()),
    hideSubMenu: Type.Optional(Type.Boolean()),
    col: Type.Optional(Type.Integer()),
    isExternal: Type.Optional(Type.Boolean()),
    ...(depth > 0 ? { subMenu: Type.Optional(Type.Array(MenuItemSchema(depth - 1))) } : {}),
  });

export const HeaderDataResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(MenuItemSchema(2)),
  total: Type.Integer(),
});
