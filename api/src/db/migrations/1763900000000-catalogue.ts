import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Food packs with their items, and contact-form messages. Table API, so it runs on MySQL and SQLite alike. */
export class Catalogue1763900000000 implements MigrationInterface {
  name = 'Catalogue1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'food_packs',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '120' },
          { name: 'description', type: 'text' },
          { name: 'image_path', type: 'varchar', length: '200', isNullable: true },
          { name: 'price_kobo', type: 'bigint' },
          { name: 'original_price_kobo', type: 'bigint' },
          { name: 'duration_months', type: 'int' },
          { name: 'category', type: 'varchar', length: '16' },
          { name: 'featured', type: 'boolean' },
          { name: 'available', type: 'boolean' },
          { name: 'inventory', type: 'int' },
          { name: 'created_by', type: 'varchar', length: '36', isNullable: true },
          { name: 'updated_by', type: 'varchar', length: '36', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
          { name: 'retired_at', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [{ name: 'ix_food_packs_listing', columnNames: ['retired_at', 'available', 'created_at'] }],
        foreignKeys: [
          { name: 'fk_food_packs_created_by', columnNames: ['created_by'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
          { name: 'fk_food_packs_updated_by', columnNames: ['updated_by'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'food_pack_items',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'food_pack_id', type: 'varchar', length: '36' },
          { name: 'position', type: 'int' },
          { name: 'text', type: 'varchar', length: '200' },
        ],
        indices: [{ name: 'uq_food_pack_items_position', columnNames: ['food_pack_id', 'position'], isUnique: true }],
        foreignKeys: [
          { name: 'fk_food_pack_items_pack', columnNames: ['food_pack_id'], referencedTableName: 'food_packs', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'subject', type: 'varchar', length: '150' },
          { name: 'message', type: 'text' },
          { name: 'user_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'ip', type: 'varchar', length: '45', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'ix_contact_messages_created', columnNames: ['created_at'] }],
        foreignKeys: [
          { name: 'fk_contact_messages_user', columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('contact_messages');
    await q.dropTable('food_pack_items');
    await q.dropTable('food_packs');
  }
}
