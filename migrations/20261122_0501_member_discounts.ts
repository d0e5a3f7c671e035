import type { Knex } from 'knex';

/**
 * §6 member discount on services (docs/shop.md "Member discount"): which products it applies to, and what an order
 * line was listed at and how much was taken off, so an order or receipt shows the discount. Lines written before
 * this migration are backfilled as undiscounted (list price = the unit price paid).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    t.boolean('member_discount_eligible').notNullable().defaultTo(false);
  });
  await knex.schema.alterTable('order_items', (t) => {
    t.integer('list_price_minor').nullable();
    t.integer('discount_minor').notNullable().defaultTo(0);
  });
  await knex.raw('UPDATE order_items SET list_price_minor = unit_price_minor WHERE list_price_minor IS NULL');
  await knex.raw('ALTER TABLE order_items ADD CONSTRAINT order_items_discount CHECK (discount_minor >= 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE order_items DROP CONSTRAINT IF EXISTS order_items_discount');
  await knex.schema.alterTable('order_items', (t) => {
    t.dropColumn('discount_minor');
    t.dropColumn('list_price_minor');
  });
  await knex.schema.alterTable('products', (t) => {
    t.dropColumn('member_discount_eligible');
  });
}
