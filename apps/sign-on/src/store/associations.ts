import type { Database } from '../db/database.ts';

export interface ProductAssociation {
  user_id: string;
  product: string;
  onboarding_status: string;
}

export function createAssociationStore(db: Database) {
  return {
    /**
     * Records that the user uses a product. An existing association is kept as it is, so a
     * repeated "pending" call never rolls back onboarding that has moved on.
     */
    async record(
      input: ProductAssociation,
    ): Promise<{ association: ProductAssociation; created: boolean }> {
      const inserted = await db.query<ProductAssociation>(
        `INSERT INTO user_product_associations (user_id, product, onboarding_status)
         VALUES ($1, $2, $3) ON CONFLICT (user_id, product) DO NOTHING
         RETURNING user_id, product, onboarding_status`,
        [input.user_id, input.product, input.onboarding_status],
      );
      if (inserted[0]) return { association: inserted[0], created: true };
      const existing = await db.query<ProductAssociation>(
        `SELECT user_id, product, onboarding_status FROM user_product_associations
         WHERE user_id = $1 AND product = $2`,
        [input.user_id, input.product],
      );
      return { association: existing[0] ?? input, created: false };
    },

    async list(userId: string): Promise<ProductAssociation[]> {
      return db.query<ProductAssociation>(
        `SELECT user_id, product, onboarding_status FROM user_product_associations
         WHERE user_id = $1 ORDER BY product`,
        [userId],
      );
    },
  };
}
