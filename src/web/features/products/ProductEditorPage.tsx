import { useState } from 'react';
import { useForm } from '@mantine/form';
import { validateWith } from '../../lib/validate-with';
import type { ProductDetail } from '#contracts/products';
import { notifyError } from '../../lib/notify';
import { errorMessage } from '../../lib/useFormSubmit';
import { BusinessGuard } from './BusinessGuard';
import { useEditorItemId } from './editor-exit';
import { EditorForm } from './EditorForm';
import { EditorFrame } from './EditorFrame';
import { ProductAboutSection } from './ProductAboutSection';
import {
  productFormSchema,
  productFormValues,
  productRequestBody,
  type ProductFormValues,
} from './product-form-values';
import { ProductModifiersSection } from './ProductModifiersSection';
import { ProductPhotosSection, uploadPendingPhotos } from './ProductPhotosSection';
import { ProductPriceSection } from './ProductPriceSection';
import { ProductVisibilitySection } from './ProductVisibilitySection';
import { useInvalidateBusiness, useMyProduct, useSaveProduct } from './products-api';

export function ProductEditorRoute() {
  return (
    <BusinessGuard>
      <ProductEditorPage />
    </BusinessGuard>
  );
}

function ProductEditorPage() {
  const productId = useEditorItemId();
  return (
    <EditorFrame
      noun="product"
      id={productId}
      query={useMyProduct(productId)}
      item={(data) => data.product}
    >
      {(product) => <ProductForm key={product?.id ?? 'new'} product={product} />}
    </EditorFrame>
  );
}

function ProductForm({ product }: { product: ProductDetail | null }) {
  const save = useSaveProduct();
  const invalidate = useInvalidateBusiness();
  const [pendingFiles, setPendingFiles] = useState<File[]>([]);
  const [uploadingPending, setUploadingPending] = useState(false);
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: productFormValues(product),
    validateInputOnChange: ['categories'],
    validate: validateWith(productFormSchema),
  });

  const onSave = async (values: ProductFormValues) => {
    const res = await save.mutateAsync({
      id: product?.id ?? null,
      body: productRequestBody(values),
    });
    if (!product && pendingFiles.length > 0) {
      setUploadingPending(true);
      try {
        await uploadPendingPhotos(res.product.id, pendingFiles);
      } catch (err) {
        notifyError(errorMessage(err, 'Could not upload a photo.'));
      } finally {
        setUploadingPending(false);
        await invalidate();
      }
    }
    return res;
  };

  return (
    <EditorForm
      form={form}
      onSave={onSave}
      dirty={pendingFiles.length > 0}
      saving={uploadingPending}
    >
      <ProductAboutSection form={form} />
      <ProductPriceSection form={form} />
      <ProductPhotosSection
        product={product}
        pending={pendingFiles}
        onPendingChange={setPendingFiles}
      />
      <ProductModifiersSection form={form} productId={product?.id ?? null} />
      <ProductVisibilitySection form={form} />
    </EditorForm>
  );
}
