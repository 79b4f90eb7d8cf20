import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AddressListResponse } from '#contracts/addresses';
import type { EndpointInput, EndpointResult } from '#contracts/endpoints/endpoint';
import { deleteAddress, listAddresses, updateAddress } from '#contracts/endpoints/addresses';
import { listChefDishes } from '#contracts/endpoints/chefs';
import { uploadProductPhoto } from '#contracts/endpoints/products';
import { endpointUrl } from './api';

describe('endpointUrl', () => {
  it('fills path parameters, encoded', () => {
    expect(endpointUrl('/chefs/{id}/menus', { id: 'a b/c' })).toBe('/chefs/a%20b%2Fc/menus');
  });

  it('adds the query, leaving out missing values and joining lists with commas', () => {
    expect(
      endpointUrl(
        '/search/markers',
        {},
        { zoom: 12, text: undefined, diets: ['vegan', 'halal'], open: true, status: null },
      ),
    ).toBe('/search/markers?zoom=12&diets=vegan%2Chalal&open=true');
  });

  it('refuses a template whose parameter was not given', () => {
    expect(() => endpointUrl('/orders/{id}', {})).toThrow('Missing path parameter "id"');
  });
});

describe('endpoint types', () => {
  it('ties each endpoint to its input and its answer', () => {
    expectTypeOf<EndpointResult<typeof listAddresses>>().toEqualTypeOf<AddressListResponse>();
    // 204 No Content answers nothing.
    expectTypeOf<EndpointResult<typeof deleteAddress>>().toBeVoid();
    type UpdateParams = EndpointInput<typeof updateAddress>['params'];
    expectTypeOf<UpdateParams>().toExtend<{ id: string }>();
    expectTypeOf<{ id: string }>().toExtend<UpdateParams>();
    expectTypeOf<{ id: number }>().not.toExtend<UpdateParams>();
    // Paging has defaults on the server, so the caller may leave it out.
    expectTypeOf<{ params: { id: string } }>().toExtend<EndpointInput<typeof listChefDishes>>();
    expectTypeOf<EndpointInput<typeof uploadProductPhoto>['body']>().toEqualTypeOf<FormData>();
  });
});
