// tb-fairness frontend bundle. GENERATED from frontend/src by `npm run build`: do not edit.
var JP=Object.defineProperty;var mh=(e,t,n)=>()=>{if(n)throw n[0];try{return e&&(t=e(e=0)),t}catch(r){throw n=[r],r}};var ZP=(e,t)=>{for(var n in t)JP(e,n,{get:t[n],enumerable:!0})};var Tu,dM=mh(()=>{Tu=class{constructor(t){this._map=new Map,this._roundAverageSize=!1,this.totalSize=0,t?.roundAverageSize===!0&&(this._roundAverageSize=!0)}set(t,n){let r=this._map.get(t)||0;this._map.set(t,n),this.totalSize+=n-r}get averageSize(){if(this._map.size>0){let t=this.totalSize/this._map.size;return this._roundAverageSize?Math.round(t):t}return 0}getSize(t){return this._map.get(t)}clear(){this._map.clear(),this.totalSize=0}}});function jv(e){return e==="horizontal"?"width":"height"}var Cp,fM=mh(()=>{Cp=class{_getDefaultConfig(){return{direction:"vertical"}}constructor(t,n){this._latestCoords={left:0,top:0},this._direction=null,this._viewportSize={width:0,height:0},this.totalScrollSize={width:0,height:0},this.offsetWithinScroller={left:0,top:0},this._pendingReflow=!1,this._pendingLayoutUpdate=!1,this._pin=null,this._firstVisible=0,this._lastVisible=0,this._physicalMin=0,this._physicalMax=0,this._first=-1,this._last=-1,this._sizeDim="height",this._secondarySizeDim="width",this._positionDim="top",this._secondaryPositionDim="left",this._scrollPosition=0,this._scrollError=0,this._items=[],this._scrollSize=1,this._overhang=1e3,this._hostSink=t,Promise.resolve().then(()=>this.config=n||this._getDefaultConfig())}set config(t){Object.assign(this,Object.assign({},this._getDefaultConfig(),t))}get config(){return{direction:this.direction}}get items(){return this._items}set items(t){this._setItems(t)}_setItems(t){t!==this._items&&(this._items=t,this._scheduleReflow())}get direction(){return this._direction}set direction(t){t=t==="horizontal"?t:"vertical",t!==this._direction&&(this._direction=t,this._sizeDim=t==="horizontal"?"width":"height",this._secondarySizeDim=t==="horizontal"?"height":"width",this._positionDim=t==="horizontal"?"left":"top",this._secondaryPositionDim=t==="horizontal"?"top":"left",this._triggerReflow())}get viewportSize(){return this._viewportSize}set viewportSize(t){let{_viewDim1:n,_viewDim2:r}=this;Object.assign(this._viewportSize,t),r!==this._viewDim2?this._scheduleLayoutUpdate():n!==this._viewDim1&&this._checkThresholds()}get viewportScroll(){return this._latestCoords}set viewportScroll(t){Object.assign(this._latestCoords,t);let n=this._scrollPosition;this._scrollPosition=this._latestCoords[this._positionDim],Math.abs(n-this._scrollPosition)>=1&&this._checkThresholds()}reflowIfNeeded(t=!1){(t||this._pendingReflow)&&(this._pendingReflow=!1,this._reflow())}set pin(t){this._pin=t,this._triggerReflow()}get pin(){if(this._pin!==null){let{index:t,block:n}=this._pin;return{index:Math.max(0,Math.min(t,this.items.length-1)),block:n}}return null}_clampScrollPosition(t){return Math.max(-this.offsetWithinScroller[this._positionDim],Math.min(t,this.totalScrollSize[jv(this.direction)]-this._viewDim1))}unpin(){this._pin!==null&&(this._sendUnpinnedMessage(),this._pin=null)}_updateLayout(){}get _viewDim1(){return this._viewportSize[this._sizeDim]}get _viewDim2(){return this._viewportSize[this._secondarySizeDim]}_scheduleReflow(){this._pendingReflow=!0}_scheduleLayoutUpdate(){this._pendingLayoutUpdate=!0,this._scheduleReflow()}_triggerReflow(){this._scheduleLayoutUpdate(),Promise.resolve().then(()=>this.reflowIfNeeded())}_reflow(){this._pendingLayoutUpdate&&(this._updateLayout(),this._pendingLayoutUpdate=!1),this._updateScrollSize(),this._setPositionFromPin(),this._getActiveItems(),this._updateVisibleIndices(),this._sendStateChangedMessage()}_setPositionFromPin(){if(this.pin!==null){let t=this._scrollPosition,{index:n,block:r}=this.pin;this._scrollPosition=this._calculateScrollIntoViewPosition({index:n,block:r||"start"})-this.offsetWithinScroller[this._positionDim],this._scrollError=t-this._scrollPosition}}_calculateScrollIntoViewPosition(t){let{block:n}=t,r=Math.min(this.items.length,Math.max(0,t.index)),i=this._getItemPosition(r)[this._positionDim],s=i;if(n!=="start"){let o=this._getItemSize(r)[this._sizeDim];if(n==="center")s=i-.5*this._viewDim1+.5*o;else{let a=i-this._viewDim1+o;if(n==="end")s=a;else{let l=this._scrollPosition;s=Math.abs(l-i)<Math.abs(l-a)?i:a}}}return s+=this.offsetWithinScroller[this._positionDim],this._clampScrollPosition(s)}getScrollIntoViewCoordinates(t){return{[this._positionDim]:this._calculateScrollIntoViewPosition(t)}}_sendUnpinnedMessage(){this._hostSink({type:"unpinned"})}_sendVisibilityChangedMessage(){this._hostSink({type:"visibilityChanged",firstVisible:this._firstVisible,lastVisible:this._lastVisible})}_sendStateChangedMessage(){let t=new Map;if(this._first!==-1&&this._last!==-1)for(let r=this._first;r<=this._last;r++)t.set(r,this._getItemPosition(r));let n={type:"stateChanged",scrollSize:{[this._sizeDim]:this._scrollSize,[this._secondarySizeDim]:null},range:{first:this._first,last:this._last,firstVisible:this._firstVisible,lastVisible:this._lastVisible},childPositions:t};this._scrollError&&(n.scrollError={[this._positionDim]:this._scrollError,[this._secondaryPositionDim]:0},this._scrollError=0),this._hostSink(n)}get _num(){return this._first===-1||this._last===-1?0:this._last-this._first+1}_checkThresholds(){if(this._viewDim1===0&&this._num>0||this._pin!==null)this._scheduleReflow();else{let t=Math.max(0,this._scrollPosition-this._overhang),n=Math.min(this._scrollSize,this._scrollPosition+this._viewDim1+this._overhang);this._physicalMin>t||this._physicalMax<n?this._scheduleReflow():this._updateVisibleIndices({emit:!0})}}_updateVisibleIndices(t){if(this._first===-1||this._last===-1)return;let n=this._first;for(;n<this._last&&Math.round(this._getItemPosition(n)[this._positionDim]+this._getItemSize(n)[this._sizeDim])<=Math.round(this._scrollPosition);)n++;let r=this._last;for(;r>this._first&&Math.round(this._getItemPosition(r)[this._positionDim])>=Math.round(this._scrollPosition+this._viewDim1);)r--;(n!==this._firstVisible||r!==this._lastVisible)&&(this._firstVisible=n,this._lastVisible=r,t&&t.emit&&this._sendVisibilityChangedMessage())}}});var hM={};ZP(hM,{FlowLayout:()=>za,flow:()=>c9});function pM(e){return e==="horizontal"?"marginLeft":"marginTop"}function d9(e){return e==="horizontal"?"marginRight":"marginBottom"}function f9(e){return e==="horizontal"?"xOffset":"yOffset"}function p9(e,t){let n=[e,t].sort();return n[1]<=0?Math.min(...n):n[0]>=0?Math.max(...n):n[0]+n[1]}var c9,qv,za,Uv=mh(()=>{dM();fM();c9=e=>Object.assign({type:za},e);qv=class{constructor(){this._childSizeCache=new Tu,this._marginSizeCache=new Tu,this._metricsCache=new Map}update(t,n){let r=new Set;Object.keys(t).forEach(i=>{let s=Number(i);this._metricsCache.set(s,t[s]),this._childSizeCache.set(s,t[s][jv(n)]),r.add(s),r.add(s+1)});for(let i of r){let s=this._metricsCache.get(i)?.[pM(n)]||0,o=this._metricsCache.get(i-1)?.[d9(n)]||0;this._marginSizeCache.set(i,p9(s,o))}}get averageChildSize(){return this._childSizeCache.averageSize}get totalChildSize(){return this._childSizeCache.totalSize}get averageMarginSize(){return this._marginSizeCache.averageSize}get totalMarginSize(){return this._marginSizeCache.totalSize}getLeadingMarginValue(t,n){return this._metricsCache.get(t)?.[pM(n)]||0}getChildSize(t){return this._childSizeCache.getSize(t)}getMarginSize(t){return this._marginSizeCache.getSize(t)}clear(){this._childSizeCache.clear(),this._marginSizeCache.clear(),this._metricsCache.clear()}},za=class extends Cp{constructor(){super(...arguments),this._itemSize={width:100,height:100},this._physicalItems=new Map,this._newPhysicalItems=new Map,this._metricsCache=new qv,this._anchorIdx=null,this._anchorPos=null,this._stable=!0,this._measureChildren=!0,this._estimate=!0}get measureChildren(){return this._measureChildren}updateItemSizes(t){this._metricsCache.update(t,this.direction),this._scheduleReflow()}_getPhysicalItem(t){return this._newPhysicalItems.get(t)??this._physicalItems.get(t)}_getSize(t){return this._getPhysicalItem(t)&&this._metricsCache.getChildSize(t)}_getAverageSize(){return this._metricsCache.averageChildSize||this._itemSize[this._sizeDim]}_estimatePosition(t){let n=this._metricsCache;if(this._first===-1||this._last===-1)return n.averageMarginSize+t*(n.averageMarginSize+this._getAverageSize());if(t<this._first){let r=this._first-t;return this._getPhysicalItem(this._first).pos-(n.getMarginSize(this._first-1)||n.averageMarginSize)-(r*n.averageChildSize+(r-1)*n.averageMarginSize)}else{let r=t-this._last;return this._getPhysicalItem(this._last).pos+(n.getChildSize(this._last)||n.averageChildSize)+(n.getMarginSize(this._last)||n.averageMarginSize)+r*(n.averageChildSize+n.averageMarginSize)}}_getPosition(t){let n=this._getPhysicalItem(t),{averageMarginSize:r}=this._metricsCache;return t===0?this._metricsCache.getMarginSize(0)??r:n?n.pos:this._estimatePosition(t)}_calculateAnchor(t,n){return t<=0?0:n>this._scrollSize-this._viewDim1?this.items.length-1:Math.max(0,Math.min(this.items.length-1,Math.floor((t+n)/2/this._delta)))}_getAnchor(t,n){if(this._physicalItems.size===0)return this._calculateAnchor(t,n);if(this._first<0)return this._calculateAnchor(t,n);if(this._last<0)return this._calculateAnchor(t,n);let r=this._getPhysicalItem(this._first),i=this._getPhysicalItem(this._last),s=r.pos;if(i.pos+this._metricsCache.getChildSize(this._last)<t)return this._calculateAnchor(t,n);if(s>n)return this._calculateAnchor(t,n);let l=this._firstVisible-1,u=-1/0;for(;u<t;)u=this._getPhysicalItem(++l).pos+this._metricsCache.getChildSize(l);return l}_getActiveItems(){this._viewDim1===0||this.items.length===0?this._clearItems():this._getItems()}_clearItems(){this._first=-1,this._last=-1,this._physicalMin=0,this._physicalMax=0;let t=this._newPhysicalItems;this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t,this._stable=!0}_getItems(){let t=this._newPhysicalItems;this._stable=!0;let n,r;if(this.pin!==null){let{index:u}=this.pin;this._anchorIdx=u,this._anchorPos=this._getPosition(u)}if(n=this._scrollPosition-this._overhang,r=this._scrollPosition+this._viewDim1+this._overhang,r<0||n>this._scrollSize){this._clearItems();return}(this._anchorIdx===null||this._anchorPos===null)&&(this._anchorIdx=this._getAnchor(n,r),this._anchorPos=this._getPosition(this._anchorIdx));let i=this._getSize(this._anchorIdx);i===void 0&&(this._stable=!1,i=this._getAverageSize());let s=this._metricsCache.getMarginSize(this._anchorIdx)??this._metricsCache.averageMarginSize,o=this._metricsCache.getMarginSize(this._anchorIdx+1)??this._metricsCache.averageMarginSize;this._anchorIdx===0&&(this._anchorPos=s),this._anchorIdx===this.items.length-1&&(this._anchorPos=this._scrollSize-o-i);let a=0;for(this._anchorPos+i+o<n&&(a=n-(this._anchorPos+i+o)),this._anchorPos-s>r&&(a=r-(this._anchorPos-s)),a&&(this._scrollPosition-=a,n-=a,r-=a,this._scrollError+=a),t.set(this._anchorIdx,{pos:this._anchorPos,size:i}),this._first=this._last=this._anchorIdx,this._physicalMin=this._anchorPos-s,this._physicalMax=this._anchorPos+i+o;this._physicalMin>n&&this._first>0;){let u=this._getSize(--this._first);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._first);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize),this._physicalMin-=u;let d=this._physicalMin;if(t.set(this._first,{pos:d,size:u}),this._physicalMin-=c,this._stable===!1&&this._estimate===!1)break}for(;this._physicalMax<r&&this._last<this.items.length-1;){let u=this._getSize(++this._last);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._last);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize);let d=this._physicalMax;if(t.set(this._last,{pos:d,size:u}),this._physicalMax+=u+c,!this._stable&&!this._estimate)break}let l=this._calculateError();l&&(this._physicalMin-=l,this._physicalMax-=l,this._anchorPos-=l,this._scrollPosition-=l,t.forEach(u=>u.pos-=l),this._scrollError+=l),this._stable&&(this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t)}_calculateError(){return this._first===0?this._physicalMin:this._physicalMin<=0?this._physicalMin-this._first*this._delta:this._last===this.items.length-1?this._physicalMax-this._scrollSize:this._physicalMax>=this._scrollSize?this._physicalMax-this._scrollSize+(this.items.length-1-this._last)*this._delta:0}_reflow(){let{_first:t,_last:n}=this;super._reflow(),(this._first===-1&&this._last==-1||this._first===t&&this._last===n)&&this._resetReflowState()}_resetReflowState(){this._anchorIdx=null,this._anchorPos=null,this._stable=!0}_updateScrollSize(){let{averageMarginSize:t}=this._metricsCache;this._scrollSize=Math.max(1,this.items.length*(t+this._getAverageSize())+t)}get _delta(){let{averageMarginSize:t}=this._metricsCache;return this._getAverageSize()+t}_getItemPosition(t){return{[this._positionDim]:this._getPosition(t),[this._secondaryPositionDim]:0,[f9(this.direction)]:-(this._metricsCache.getLeadingMarginValue(t,this.direction)??this._metricsCache.averageMarginSize)}}_getItemSize(t){return{[this._sizeDim]:this._getSize(t)||this._getAverageSize(),[this._secondarySizeDim]:this._itemSize[this._secondarySizeDim]}}_viewDim2Changed(){this._metricsCache.clear(),this._scheduleReflow()}}});var vc=globalThis,wc=vc.ShadowRoot&&(vc.ShadyCSS===void 0||vc.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,gh=Symbol(),dw=new WeakMap,sl=class{constructor(t,n,r){if(this._$cssResult$=!0,r!==gh)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=t,this.t=n}get styleSheet(){let t=this.o,n=this.t;if(wc&&t===void 0){let r=n!==void 0&&n.length===1;r&&(t=dw.get(n)),t===void 0&&((this.o=t=new CSSStyleSheet).replaceSync(this.cssText),r&&dw.set(n,t))}return t}toString(){return this.cssText}},ct=e=>new sl(typeof e=="string"?e:e+"",void 0,gh),z=(e,...t)=>{let n=e.length===1?e[0]:t.reduce((r,i,s)=>r+(o=>{if(o._$cssResult$===!0)return o.cssText;if(typeof o=="number")return o;throw Error("Value passed to 'css' function must be a 'css' function result: "+o+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(i)+e[s+1],e[0]);return new sl(n,e,gh)},fw=(e,t)=>{if(wc)e.adoptedStyleSheets=t.map(n=>n instanceof CSSStyleSheet?n:n.styleSheet);else for(let n of t){let r=document.createElement("style"),i=vc.litNonce;i!==void 0&&r.setAttribute("nonce",i),r.textContent=n.cssText,e.appendChild(r)}},bh=wc?e=>e:e=>e instanceof CSSStyleSheet?(t=>{let n="";for(let r of t.cssRules)n+=r.cssText;return ct(n)})(e):e;var{is:QP,defineProperty:e3,getOwnPropertyDescriptor:t3,getOwnPropertyNames:n3,getOwnPropertySymbols:r3,getPrototypeOf:i3}=Object,xc=globalThis,pw=xc.trustedTypes,s3=pw?pw.emptyScript:"",o3=xc.reactiveElementPolyfillSupport,ol=(e,t)=>e,al={toAttribute(e,t){switch(t){case Boolean:e=e?s3:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,t){let n=e;switch(t){case Boolean:n=e!==null;break;case Number:n=e===null?null:Number(e);break;case Object:case Array:try{n=JSON.parse(e)}catch{n=null}}return n}},$c=(e,t)=>!QP(e,t),hw={attribute:!0,type:String,converter:al,reflect:!1,useDefault:!1,hasChanged:$c};Symbol.metadata??=Symbol("metadata"),xc.litPropertyMetadata??=new WeakMap;var qr=class extends HTMLElement{static addInitializer(t){this._$Ei(),(this.l??=[]).push(t)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(t,n=hw){if(n.state&&(n.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(t)&&((n=Object.create(n)).wrapped=!0),this.elementProperties.set(t,n),!n.noAccessor){let r=Symbol(),i=this.getPropertyDescriptor(t,r,n);i!==void 0&&e3(this.prototype,t,i)}}static getPropertyDescriptor(t,n,r){let{get:i,set:s}=t3(this.prototype,t)??{get(){return this[n]},set(o){this[n]=o}};return{get:i,set(o){let a=i?.call(this);s?.call(this,o),this.requestUpdate(t,a,r)},configurable:!0,enumerable:!0}}static getPropertyOptions(t){return this.elementProperties.get(t)??hw}static _$Ei(){if(this.hasOwnProperty(ol("elementProperties")))return;let t=i3(this);t.finalize(),t.l!==void 0&&(this.l=[...t.l]),this.elementProperties=new Map(t.elementProperties)}static finalize(){if(this.hasOwnProperty(ol("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(ol("properties"))){let n=this.properties,r=[...n3(n),...r3(n)];for(let i of r)this.createProperty(i,n[i])}let t=this[Symbol.metadata];if(t!==null){let n=litPropertyMetadata.get(t);if(n!==void 0)for(let[r,i]of n)this.elementProperties.set(r,i)}this._$Eh=new Map;for(let[n,r]of this.elementProperties){let i=this._$Eu(n,r);i!==void 0&&this._$Eh.set(i,n)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(t){let n=[];if(Array.isArray(t)){let r=new Set(t.flat(1/0).reverse());for(let i of r)n.unshift(bh(i))}else t!==void 0&&n.push(bh(t));return n}static _$Eu(t,n){let r=n.attribute;return r===!1?void 0:typeof r=="string"?r:typeof t=="string"?t.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(t=>this.enableUpdating=t),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(t=>t(this))}addController(t){(this._$EO??=new Set).add(t),this.renderRoot!==void 0&&this.isConnected&&t.hostConnected?.()}removeController(t){this._$EO?.delete(t)}_$E_(){let t=new Map,n=this.constructor.elementProperties;for(let r of n.keys())this.hasOwnProperty(r)&&(t.set(r,this[r]),delete this[r]);t.size>0&&(this._$Ep=t)}createRenderRoot(){let t=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return fw(t,this.constructor.elementStyles),t}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(t=>t.hostConnected?.())}enableUpdating(t){}disconnectedCallback(){this._$EO?.forEach(t=>t.hostDisconnected?.())}attributeChangedCallback(t,n,r){this._$AK(t,r)}_$ET(t,n){let r=this.constructor.elementProperties.get(t),i=this.constructor._$Eu(t,r);if(i!==void 0&&r.reflect===!0){let s=(r.converter?.toAttribute!==void 0?r.converter:al).toAttribute(n,r.type);this._$Em=t,s==null?this.removeAttribute(i):this.setAttribute(i,s),this._$Em=null}}_$AK(t,n){let r=this.constructor,i=r._$Eh.get(t);if(i!==void 0&&this._$Em!==i){let s=r.getPropertyOptions(i),o=typeof s.converter=="function"?{fromAttribute:s.converter}:s.converter?.fromAttribute!==void 0?s.converter:al;this._$Em=i;let a=o.fromAttribute(n,s.type);this[i]=a??this._$Ej?.get(i)??a,this._$Em=null}}requestUpdate(t,n,r,i=!1,s){if(t!==void 0){let o=this.constructor;if(i===!1&&(s=this[t]),r??=o.getPropertyOptions(t),!((r.hasChanged??$c)(s,n)||r.useDefault&&r.reflect&&s===this._$Ej?.get(t)&&!this.hasAttribute(o._$Eu(t,r))))return;this.C(t,n,r)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(t,n,{useDefault:r,reflect:i,wrapped:s},o){r&&!(this._$Ej??=new Map).has(t)&&(this._$Ej.set(t,o??n??this[t]),s!==!0||o!==void 0)||(this._$AL.has(t)||(this.hasUpdated||r||(n=void 0),this._$AL.set(t,n)),i===!0&&this._$Em!==t&&(this._$Eq??=new Set).add(t))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(n){Promise.reject(n)}let t=this.scheduleUpdate();return t!=null&&await t,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[i,s]of this._$Ep)this[i]=s;this._$Ep=void 0}let r=this.constructor.elementProperties;if(r.size>0)for(let[i,s]of r){let{wrapped:o}=s,a=this[i];o!==!0||this._$AL.has(i)||a===void 0||this.C(i,void 0,s,a)}}let t=!1,n=this._$AL;try{t=this.shouldUpdate(n),t?(this.willUpdate(n),this._$EO?.forEach(r=>r.hostUpdate?.()),this.update(n)):this._$EM()}catch(r){throw t=!1,this._$EM(),r}t&&this._$AE(n)}willUpdate(t){}_$AE(t){this._$EO?.forEach(n=>n.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(t)),this.updated(t)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(t){return!0}update(t){this._$Eq&&=this._$Eq.forEach(n=>this._$ET(n,this[n])),this._$EM()}updated(t){}firstUpdated(t){}};qr.elementStyles=[],qr.shadowRootOptions={mode:"open"},qr[ol("elementProperties")]=new Map,qr[ol("finalized")]=new Map,o3?.({ReactiveElement:qr}),(xc.reactiveElementVersions??=[]).push("2.1.2");var vh=globalThis,mw=e=>e,_c=vh.trustedTypes,gw=_c?_c.createPolicy("lit-html",{createHTML:e=>e}):void 0,wh="$lit$",Ur=`lit$${Math.random().toFixed(9).slice(2)}$`,xh="?"+Ur,a3=`<${xh}>`,gs=document,ul=()=>gs.createComment(""),cl=e=>e===null||typeof e!="object"&&typeof e!="function",$h=Array.isArray,$w=e=>$h(e)||typeof e?.[Symbol.iterator]=="function",yh=`[ 	
\f\r]`,ll=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,bw=/-->/g,yw=/>/g,hs=RegExp(`>|${yh}(?:([^\\s"'>=/]+)(${yh}*=${yh}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),vw=/'/g,ww=/"/g,_w=/^(?:script|style|textarea|title)$/i,_h=e=>(t,...n)=>({_$litType$:e,strings:t,values:n}),h=_h(1),wz=_h(2),xz=_h(3),Et=Symbol.for("lit-noChange"),v=Symbol.for("lit-nothing"),xw=new WeakMap,ms=gs.createTreeWalker(gs,129);function Sw(e,t){if(!$h(e)||!e.hasOwnProperty("raw"))throw Error("invalid template strings array");return gw!==void 0?gw.createHTML(t):t}var kw=(e,t)=>{let n=e.length-1,r=[],i,s=t===2?"<svg>":t===3?"<math>":"",o=ll;for(let a=0;a<n;a++){let l=e[a],u,c,d=-1,f=0;for(;f<l.length&&(o.lastIndex=f,c=o.exec(l),c!==null);)f=o.lastIndex,o===ll?c[1]==="!--"?o=bw:c[1]!==void 0?o=yw:c[2]!==void 0?(_w.test(c[2])&&(i=RegExp("</"+c[2],"g")),o=hs):c[3]!==void 0&&(o=hs):o===hs?c[0]===">"?(o=i??ll,d=-1):c[1]===void 0?d=-2:(d=o.lastIndex-c[2].length,u=c[1],o=c[3]===void 0?hs:c[3]==='"'?ww:vw):o===ww||o===vw?o=hs:o===bw||o===yw?o=ll:(o=hs,i=void 0);let p=o===hs&&e[a+1].startsWith("/>")?" ":"";s+=o===ll?l+a3:d>=0?(r.push(u),l.slice(0,d)+wh+l.slice(d)+Ur+p):l+Ur+(d===-2?a:p)}return[Sw(e,s+(e[n]||"<?>")+(t===2?"</svg>":t===3?"</math>":"")),r]},dl=class e{constructor({strings:t,_$litType$:n},r){let i;this.parts=[];let s=0,o=0,a=t.length-1,l=this.parts,[u,c]=kw(t,n);if(this.el=e.createElement(u,r),ms.currentNode=this.el.content,n===2||n===3){let d=this.el.content.firstChild;d.replaceWith(...d.childNodes)}for(;(i=ms.nextNode())!==null&&l.length<a;){if(i.nodeType===1){if(i.hasAttributes())for(let d of i.getAttributeNames())if(d.endsWith(wh)){let f=c[o++],p=i.getAttribute(d).split(Ur),m=/([.?@])?(.*)/.exec(f);l.push({type:1,index:s,name:m[2],strings:p,ctor:m[1]==="."?kc:m[1]==="?"?Tc:m[1]==="@"?Rc:ys}),i.removeAttribute(d)}else d.startsWith(Ur)&&(l.push({type:6,index:s}),i.removeAttribute(d));if(_w.test(i.tagName)){let d=i.textContent.split(Ur),f=d.length-1;if(f>0){i.textContent=_c?_c.emptyScript:"";for(let p=0;p<f;p++)i.append(d[p],ul()),ms.nextNode(),l.push({type:2,index:++s});i.append(d[f],ul())}}}else if(i.nodeType===8)if(i.data===xh)l.push({type:2,index:s});else{let d=-1;for(;(d=i.data.indexOf(Ur,d+1))!==-1;)l.push({type:7,index:s}),d+=Ur.length-1}s++}}static createElement(t,n){let r=gs.createElement("template");return r.innerHTML=t,r}};function bs(e,t,n=e,r){if(t===Et)return t;let i=r!==void 0?n._$Co?.[r]:n._$Cl,s=cl(t)?void 0:t._$litDirective$;return i?.constructor!==s&&(i?._$AO?.(!1),s===void 0?i=void 0:(i=new s(e),i._$AT(e,n,r)),r!==void 0?(n._$Co??=[])[r]=i:n._$Cl=i),i!==void 0&&(t=bs(e,i._$AS(e,t.values),i,r)),t}var Sc=class{constructor(t,n){this._$AV=[],this._$AN=void 0,this._$AD=t,this._$AM=n}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(t){let{el:{content:n},parts:r}=this._$AD,i=(t?.creationScope??gs).importNode(n,!0);ms.currentNode=i;let s=ms.nextNode(),o=0,a=0,l=r[0];for(;l!==void 0;){if(o===l.index){let u;l.type===2?u=new go(s,s.nextSibling,this,t):l.type===1?u=new l.ctor(s,l.name,l.strings,this,t):l.type===6&&(u=new Cc(s,this,t)),this._$AV.push(u),l=r[++a]}o!==l?.index&&(s=ms.nextNode(),o++)}return ms.currentNode=gs,i}p(t){let n=0;for(let r of this._$AV)r!==void 0&&(r.strings!==void 0?(r._$AI(t,r,n),n+=r.strings.length-2):r._$AI(t[n])),n++}},go=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(t,n,r,i){this.type=2,this._$AH=v,this._$AN=void 0,this._$AA=t,this._$AB=n,this._$AM=r,this.options=i,this._$Cv=i?.isConnected??!0}get parentNode(){let t=this._$AA.parentNode,n=this._$AM;return n!==void 0&&t?.nodeType===11&&(t=n.parentNode),t}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(t,n=this){t=bs(this,t,n),cl(t)?t===v||t==null||t===""?(this._$AH!==v&&this._$AR(),this._$AH=v):t!==this._$AH&&t!==Et&&this._(t):t._$litType$!==void 0?this.$(t):t.nodeType!==void 0?this.T(t):$w(t)?this.k(t):this._(t)}O(t){return this._$AA.parentNode.insertBefore(t,this._$AB)}T(t){this._$AH!==t&&(this._$AR(),this._$AH=this.O(t))}_(t){this._$AH!==v&&cl(this._$AH)?this._$AA.nextSibling.data=t:this.T(gs.createTextNode(t)),this._$AH=t}$(t){let{values:n,_$litType$:r}=t,i=typeof r=="number"?this._$AC(t):(r.el===void 0&&(r.el=dl.createElement(Sw(r.h,r.h[0]),this.options)),r);if(this._$AH?._$AD===i)this._$AH.p(n);else{let s=new Sc(i,this),o=s.u(this.options);s.p(n),this.T(o),this._$AH=s}}_$AC(t){let n=xw.get(t.strings);return n===void 0&&xw.set(t.strings,n=new dl(t)),n}k(t){$h(this._$AH)||(this._$AH=[],this._$AR());let n=this._$AH,r,i=0;for(let s of t)i===n.length?n.push(r=new e(this.O(ul()),this.O(ul()),this,this.options)):r=n[i],r._$AI(s),i++;i<n.length&&(this._$AR(r&&r._$AB.nextSibling,i),n.length=i)}_$AR(t=this._$AA.nextSibling,n){for(this._$AP?.(!1,!0,n);t!==this._$AB;){let r=mw(t).nextSibling;mw(t).remove(),t=r}}setConnected(t){this._$AM===void 0&&(this._$Cv=t,this._$AP?.(t))}},ys=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(t,n,r,i,s){this.type=1,this._$AH=v,this._$AN=void 0,this.element=t,this.name=n,this._$AM=i,this.options=s,r.length>2||r[0]!==""||r[1]!==""?(this._$AH=Array(r.length-1).fill(new String),this.strings=r):this._$AH=v}_$AI(t,n=this,r,i){let s=this.strings,o=!1;if(s===void 0)t=bs(this,t,n,0),o=!cl(t)||t!==this._$AH&&t!==Et,o&&(this._$AH=t);else{let a=t,l,u;for(t=s[0],l=0;l<s.length-1;l++)u=bs(this,a[r+l],n,l),u===Et&&(u=this._$AH[l]),o||=!cl(u)||u!==this._$AH[l],u===v?t=v:t!==v&&(t+=(u??"")+s[l+1]),this._$AH[l]=u}o&&!i&&this.j(t)}j(t){t===v?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,t??"")}},kc=class extends ys{constructor(){super(...arguments),this.type=3}j(t){this.element[this.name]=t===v?void 0:t}},Tc=class extends ys{constructor(){super(...arguments),this.type=4}j(t){this.element.toggleAttribute(this.name,!!t&&t!==v)}},Rc=class extends ys{constructor(t,n,r,i,s){super(t,n,r,i,s),this.type=5}_$AI(t,n=this){if((t=bs(this,t,n,0)??v)===Et)return;let r=this._$AH,i=t===v&&r!==v||t.capture!==r.capture||t.once!==r.once||t.passive!==r.passive,s=t!==v&&(r===v||i);i&&this.element.removeEventListener(this.name,this,r),s&&this.element.addEventListener(this.name,this,t),this._$AH=t}handleEvent(t){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,t):this._$AH.handleEvent(t)}},Cc=class{constructor(t,n,r){this.element=t,this.type=6,this._$AN=void 0,this._$AM=n,this.options=r}get _$AU(){return this._$AM._$AU}_$AI(t){bs(this,t)}},Tw={M:wh,P:Ur,A:xh,C:1,L:kw,R:Sc,D:$w,V:bs,I:go,H:ys,N:Tc,U:Rc,B:kc,F:Cc},l3=vh.litHtmlPolyfillSupport;l3?.(dl,go),(vh.litHtmlVersions??=[]).push("3.3.3");var Rw=(e,t,n)=>{let r=n?.renderBefore??t,i=r._$litPart$;if(i===void 0){let s=n?.renderBefore??null;r._$litPart$=i=new go(t.insertBefore(ul(),s),s,void 0,n??{})}return i._$AI(e),i};var Sh=globalThis,V=class extends qr{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let t=super.createRenderRoot();return this.renderOptions.renderBefore??=t.firstChild,t}update(t){let n=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(t),this._$Do=Rw(n,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return Et}};V._$litElement$=!0,V.finalized=!0,Sh.litElementHydrateSupport?.({LitElement:V});var u3=Sh.litElementPolyfillSupport;u3?.({LitElement:V});(Sh.litElementVersions??=[]).push("4.2.2");var sn=class extends Error{constructor(n,r,i){super(n);this.status=r;this.url=i;this.name="ApiError"}};var bo=["worsened","improved","no_significant_change","undetermined"],Wr={worsened:"worsened",improved:"improved",no_significant_change:"no significant change",undetermined:"undetermined"},Cw=["key","value_a","value_b","bias_a","lower_a","upper_a","bias_b","lower_b","upper_b","change","lower","upper","p_value","q_value","interval","verdict","rank_a","rank_b","movement","presence"];function R(e,t){throw new sn(`malformed response from ${e.split("?")[0]}: ${t}`,null,e)}function j(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function yo(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&R(e,`\`${s}\` does not have one row per class`);for(let a of o)(!Array.isArray(a)||a.length!==i)&&R(e,`\`${s}\` rows do not have one entry per group`)}}function er(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&R(e,`\`${s}\` does not have one entry per ${i}`)}}var c3=["class","n_a","n_b","value_a","value_b","gap","lower","upper","p_value","significant"];function Mc(e,t="view route"){j(e)||R(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&R(t,"`rows` is not a count"),(!j(e.columns)||!j(e.states))&&R(t,"no `columns` or `states`");let r=e.columns;for(let s of c3){let o=r[s];(!Array.isArray(o)||o.length!==n)&&R(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.gap;return(!Array.isArray(i)||i.length!==n)&&R(t,`states \`gap\` does not have ${n} rows`),e}var Mw=new Set(bo),d3=["improved","worsened","no_significant_change","undetermined","only_in_a","only_in_b"],f3=new Set(["worse","better","mixed","no_significant_change","undetermined"]);function p3(e){return typeof e=="number"&&Number.isInteger(e)&&e>=0}function Ew(e,t,n){t!==null&&(!j(t)||typeof t.key!="string"||typeof t.change!="number")&&R(e,`\`summary.${n}\` is malformed`)}function Pw(e,t="diff"){j(e)||R(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&R(t,"`rows` is not a count"),j(e.columns)||R(t,"no `columns`");let r=e.columns;"delta"in r&&!("change"in r)&&R(t,"the old comparison (a signed `delta`, no bias or verdicts): the server is older than this page, restart TensorBoard");for(let o of Cw){let a=r[o];(!Array.isArray(a)||a.length!==n)&&R(t,`column \`${o}\` does not have ${n} rows`)}for(let o of r.verdict)Mw.has(o)||R(t,`unknown verdict ${JSON.stringify(o)}`);(!j(e.a)||!j(e.b))&&R(t,"no `a` or `b`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.key!="string")&&R(t,"no `value`, `bias` or `key`"),(typeof e.level!="number"||typeof e.fdr!="number")&&R(t,"no `level` or `fdr`"),typeof e.format!="string"&&R(t,"no `format`");let i=e.judgement;(!j(i)||!f3.has(i.overall)||typeof i.sentence!="string"||typeof i.title!="string")&&R(t,"no `judgement` (the server is older than this page: restart TensorBoard)");let s=e.summary;j(s)||R(t,"no `summary`");for(let o of d3)p3(s[o])||R(t,`\`summary.${o}\` is not a count`);Ew(t,s.largest_regression,"largest_regression"),Ew(t,s.largest_improvement,"largest_improvement"),Array.isArray(e.headlines)||R(t,"no `headlines`");for(let o of e.headlines)(!j(o)||typeof o.name!="string"||typeof o.title!="string"||typeof o.format!="string")&&R(t,"a malformed headline"),o.verdict!==null&&!Mw.has(o.verdict)&&R(t,`headline \`${o.name}\`: unknown verdict ${JSON.stringify(o.verdict)}`);return e}function Dw(e){return e===null||typeof e=="number"}function Aw(e,t,n){(!j(t)||typeof t.step!="number"||typeof t.present!="boolean")&&R(e,`a malformed \`${n}\` entry`);for(let r of["value","bias","lower","upper"])Dw(t[r])||R(e,`\`${n}\`: \`${r}\` is not a number or null`)}function Lw(e,t="table"){return j(e)||R(t,"not an object"),(!Array.isArray(e.columns)||!e.columns.every(n=>typeof n=="string"))&&R(t,"`columns` are not names"),(!Array.isArray(e.rows)||!e.rows.every(n=>j(n)))&&R(t,"a `rows` entry is not an object"),e}function Ow(e,t="row"){j(e)||R(t,"not an object"),(typeof e.key!="string"||typeof e.run!="string"||typeof e.step!="number")&&R(t,"no `key`, `run` or `step`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.level!="number")&&R(t,"no `value`, `bias` or `level`");let n=e.detail;(!j(n)||!Array.isArray(n.columns)||!Array.isArray(n.rows))&&R(t,"no `detail` table"),n.columns.every(i=>typeof i=="string")||R(t,"`detail.columns` are not names"),n.rows.every(i=>j(i))||R(t,"a `detail.rows` entry is not an object"),n.head!==void 0&&!j(n.head)&&R(t,"`detail.head` is not an object"),(!Array.isArray(e.runs)||!Array.isArray(e.steps))&&R(t,"no `runs` or `steps`");for(let i of e.runs)Aw(t,i,"runs"),typeof i.run!="string"&&R(t,"a `runs` entry without a run");for(let i of e.steps)Aw(t,i,"steps");let r=e.groups;if(r!==void 0){(!j(r)||!Array.isArray(r.rows)||!j(r.head))&&R(t,"`groups` is malformed");for(let i of r.rows){(!j(i)||typeof i.group!="string"||typeof i.direction!="string")&&R(t,"a malformed `groups.rows` entry");for(let s of["value_a","value_b","change","lower","upper"])Dw(i[s])||R(t,`\`groups\`: \`${s}\` is not a number or null`)}}return e}function Nw(e,t="row_trend"){j(e)||R(t,"not an object"),(!Array.isArray(e.keys)||!e.keys.every(n=>typeof n=="string"))&&R(t,"no `keys`"),Array.isArray(e.series)||R(t,"no `series`");for(let n of e.series){(!j(n)||typeof n.run!="string"||!Array.isArray(n.points))&&R(t,"a malformed `series` entry");for(let r of n.points){(!j(r)||typeof r.step!="number"||!Array.isArray(r.groups))&&R(t,"a malformed point");for(let i of r.groups)(!j(i)||typeof i.group!="string")&&R(t,"a malformed group")}}return e}function Iw(e,t="trend"){j(e)||R(t,"not an object"),(!Array.isArray(e.names)||!Array.isArray(e.series))&&R(t,"no `names` or `series`");for(let n of e.series){(!j(n)||typeof n.run!="string"||!Array.isArray(n.points))&&R(t,"a malformed `series` entry");for(let r of n.points)(!j(r)||typeof r.step!="number"||!j(r.values))&&R(t,"a malformed point")}return e}function zw(e,t){return(!j(e)||!j(e.runs))&&R(t,"no `runs`"),e}function Bw(e,t){return(!j(e)||!Array.isArray(e.steps))&&R(t,"no `steps`"),e}function Hw(e,t="values"){(!j(e)||!j(e.values))&&R(t,"no `values`");for(let[n,r]of Object.entries(e.values))(!Array.isArray(r)||!r.every(i=>typeof i=="string"))&&R(t,`\`${n}\`: not a list of strings`);return e}function kh(e,t=()=>!0){return Array.isArray(e)&&e.every(n=>j(n)&&typeof n.name=="string"&&t(n))}function Fw(e,t="kinds"){(!j(e)||!Array.isArray(e.kinds))&&R(t,"no `kinds`");for(let n of e.kinds)(!j(n)||typeof n.name!="string")&&R(t,"a kind without a name"),kh(n.options)||R(t,`kind \`${n.name}\`: malformed \`options\``),kh(n.tables,r=>typeof r.title=="string"&&Array.isArray(r.columns))||R(t,`kind \`${n.name}\`: malformed \`tables\``),kh(n.headlines,r=>typeof r.title=="string")||R(t,`kind \`${n.name}\`: malformed \`headlines\``),(!Array.isArray(n.views)||!n.views.every(r=>typeof r=="string"))&&R(t,`kind \`${n.name}\`: malformed \`views\``);return e}function Ec(e,t="table"){let n=e.split(/\r?\n/,1)[0];return(n===""||/^\s*[[{<]/.test(n))&&R(t,"not a CSV table"),e}function Gr(e,t){throw new sn(`malformed response from ${e.split("?")[0]}: ${t}`,null,e)}function fl(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function Vw(e){return fl(e)&&typeof e.name=="string"&&e.name!==""&&typeof e.title=="string"&&typeof e.format=="string"}function Kw(e,t="runs"){fl(e)||Gr(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&Gr(t,"`rows` is not a count"),Vw(e.bias)||Gr(t,"no `bias` headline"),e.performance!==null&&e.performance!==void 0&&!Vw(e.performance)&&Gr(t,"a malformed `performance` headline"),(!Array.isArray(e.hparams)||!e.hparams.every(l=>typeof l=="string"))&&Gr(t,"no `hparams`"),fl(e.columns)||Gr(t,"no `columns`");let r=e.columns,i=e.bias.name,s=fl(e.performance)?e.performance.name:null,o=["run","step","pareto",i,...s?[s]:[],...e.hparams.map(l=>`hparam/${l}`)];for(let l of o){let u=r[l];(!Array.isArray(u)||u.length!==n)&&Gr(t,`column \`${l}\` does not have ${n} rows`)}r.run.every(l=>typeof l=="string")||Gr(t,"a run that is not a name"),e.skipped!==void 0&&!Array.isArray(e.skipped)&&Gr(t,"malformed `skipped`");let a=(e.skipped??[]).filter(fl).map(l=>({run:String(l.run??""),tag:String(l.tag??""),reason:String(l.reason??"")}));return{...e,performance:e.performance??null,skipped:a}}var jw=["slice","size","value","error_rate","rest","gap","lower","upper","q_value","significant","folded","score"];function Ac(e){return e==null||typeof e=="number"}function qw(e,t="slices"){if(j(e)||R(t,"not an object"),e.available===!1)return typeof e.reason!="string"&&R(t,"no `reason` for a report without slices"),{available:!1,reason:e.reason,rows:0};e.available!==!0&&R(t,"no `available`");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&R(t,"`rows` is not a count"),(typeof e.metric!="string"||typeof e.scoring!="string")&&R(t,"no `metric` or `scoring`"),typeof e.higher_is_worse!="boolean"&&R(t,"no `higher_is_worse`");for(let i of["min_size","max_level","evaluated","level","fdr"])typeof e[i]!="number"&&R(t,`\`${i}\` is not a number`);(!Ac(e.overall)||!Ac(e.alpha))&&R(t,"`overall` or `alpha` is not a number or null"),(!Array.isArray(e.attributes)||!e.attributes.every(i=>typeof i=="string"))&&R(t,"`attributes` are not names"),j(e.columns)||R(t,"no `columns`");let r=e.columns;er(t,r,jw,n,"row"),r.slice.every(i=>typeof i=="string")||R(t,"a `slice` that is not text");for(let i of jw)i==="slice"||i==="significant"||r[i].every(Ac)||R(t,`column \`${i}\` holds a value that is not a number or null`);er(t,e,["predicates"],n,"row");for(let i of e.predicates)(!Array.isArray(i)||!i.every(s=>j(s)&&typeof s.attribute=="string"&&typeof s.value=="string"))&&R(t,"a malformed `predicates` entry");return e}function Uw(e,t="slice_trend"){j(e)||R(t,"not an object"),(typeof e.slice!="string"||typeof e.level!="number")&&R(t,"no `slice` or `level`"),Array.isArray(e.series)||R(t,"no `series`");for(let n of e.series){(!j(n)||typeof n.run!="string"||!Array.isArray(n.points))&&R(t,"a malformed `series` entry");for(let i of n.points){(!j(i)||typeof i.step!="number")&&R(t,"a point without a step");for(let s of["size","value","rest","gap","gap_lower","gap_upper","harm"])Ac(i[s])||R(t,`a point's \`${s}\` is not a number or null`)}let r=n.first_worse;if(r!=null){j(r)||R(t,"a malformed `first_worse`");for(let i of["step","vs_step","value","vs_value","change","lower","upper","level","p_value","threshold","pairs"])typeof r[i]!="number"&&R(t,`\`first_worse.${i}\` is not a number`)}}return Array.isArray(e.skipped)||R(t,"no `skipped`"),e}function tr(e){let t=new URLSearchParams;for(let[n,r]of Object.entries(e))r!==null&&t.set(n,String(r));return t.toString()}function h3(e,t=""){return t?`${e}/${t}`:e}function m3(e,t,n){return h3(e,t)+"?"+tr(n)}function Yw(e){return"diff?"+tr({...e.options,tag:e.tag,run:e.run,step:e.step,vs_run:e.vs_run,vs_step:e.vs_step})}function g3(e){return Yw(e)+"&format=csv"}function b3(e){let t=new URLSearchParams(tr({...e.options,tag:e.tag,key:e.key}));for(let n of e.runs)t.append("run",n);return"row_trend?"+t.toString()}function y3(e){let t=new URLSearchParams(tr({...e.options,tag:e.tag,slice:e.slice}));for(let n of e.runs)t.append("run",n);return"slice_trend?"+t.toString()}function v3(e){let t=new URLSearchParams(tr({...e.options,tag:e.tag}));for(let n of e.runs)t.append("run",n);return"trend?"+t.toString()}function Ww(e,t="json"){return"runs?"+tr({...e.options,tag:e.tag,step:e.step,format:t==="csv"?"csv":null})}var w3="fairness:runs-response";function x3(e){return"values?"+tr({run:e.run,tag:e.tag,step:e.step})}function $3(e){let t={vs_run:e.vs?.run??null,vs_step:e.vs?.step??null};return"row?"+tr({...e.options,tag:e.tag,run:e.run,step:e.step,key:e.key,...t})}function Gw(e,t="csv"){return"table?"+tr({run:e.run,tag:e.tag,step:e.step,format:t,table:e.table,...e.options})}var Ut=class{constructor(t){this.fetchFn=t??((n,r)=>globalThis.fetch(n,r))}async get(t,n){let r;try{r=await this.fetchFn(t,{signal:n})}catch(i){throw n?.aborted?i:new sn(`cannot reach TensorBoard (${i instanceof Error?i.message:String(i)})`,null,t)}if(!r.ok){let i="";try{i=(await r.text()).trim()}catch{}throw new sn(i||`${r.status} ${r.statusText}`.trim(),r.status,t)}return r}async getJson(t,n,r){let i=await this.get(t,n);r&&typeof performance<"u"&&performance.mark&&performance.mark(r);try{return await i.json()}catch(s){throw n?.aborted?s:new sn(`malformed response from ${t.split("?")[0]}: not JSON`,i.status,t)}}async getText(t,n){let r=await this.get(t,n);try{return await r.text()}catch(i){throw n?.aborted?i:new sn(`malformed response from ${t.split("?")[0]}: unreadable`,r.status,t)}}async tags(t){let n="tags";return zw(await this.getJson(n,t),n)}async kinds(t){let n="kinds";return Fw(await this.getJson(n,t),n)}async steps(t,n,r){let i="steps?"+tr({run:t,tag:n});return Bw(await this.getJson(i,r),i)}async view(t,n,r,i,s,o){let a=m3(t,n,r);return i(await this.getJson(a,s,o),a)}async diff(t,n){let r=Yw(t);return Pw(await this.getJson(r,n),r)}async diffCsv(t,n){let r=g3(t);return Ec(await this.getText(r,n),r)}async trend(t,n){let r=v3(t);return Iw(await this.getJson(r,n),r)}async rowTrend(t,n){let r=b3(t);return Nw(await this.getJson(r,n),r)}async sliceTrend(t,n){let r=y3(t);return Uw(await this.getJson(r,n),r)}async values(t,n){let r=x3(t);return Hw(await this.getJson(r,n),r)}async row(t,n){let r=$3(t);return Ow(await this.getJson(r,n),r)}async runs(t,n){let r=Ww(t);return Kw(await this.getJson(r,n,w3),r)}async runsCsv(t,n){let r=Ww(t,"csv");return Ec(await this.getText(r,n),r)}async tableJson(t,n){let r=Gw(t,"json");return Lw(await this.getJson(r,n),r)}async tableCsv(t,n){let r=Gw(t,"csv");return Ec(await this.getText(r,n),r)}},se=Symbol("stale"),ue=class{constructor(){this.generation=0;this.controller=null}async run(t){this.controller?.abort();let n=new AbortController;this.controller=n;let r=++this.generation;try{let i=await t(n.signal);return r===this.generation?i:se}catch(i){if(r!==this.generation||n.signal.aborted)return se;throw i}finally{this.controller===n&&(this.controller=null)}}cancel(){this.generation++,this.controller?.abort(),this.controller=null}};function Xw(e,t){return e===null||t===null?null:e.kinds.find(n=>n.name===t)??null}function Jw(e){return e?e.options.map(t=>t.name):[]}function qe(e,t){return e?.options.find(n=>n.name===t)??null}function _3(e,t){return e?(t===null?e.tables[0]:e.tables.find(n=>n.name===t))??null:null}function Zw(e,t){return e===null||qe(e,"table")!==null?t:null}function mn(e,t,n){let r=_3(e,t),i=r?`${r.name}: ${r.title}`:t??"default",s=n===null?"All rows":`All ${n} row${n===1?"":"s"}`,o=r?`; columns ${r.columns.join(",")}`:"";return`${s} as CSV (the export's table ${i}${o})`}function vo(e,t){let n=qe(e,t)?.default;return typeof n=="number"&&Number.isFinite(n)||typeof n=="string"?n:null}function Fe(e,t){let n=vo(e,t);return typeof n=="number"?n:null}function nr(e,t){let n=vo(e,t);return typeof n=="string"?n:null}function rr(e,t,n=null){let r=qe(e,t);return r?.type==="choice"?vs(r,n):[]}function vs(e,t){let n=e.table_only??{};return(e.choices??[]).filter(r=>n[r]===void 0||t!==null&&n[r].includes(t))}function Re(e,t,n){let r=qe(e,t);if(r===null||n===null||n===void 0)return!1;switch(r.type){case"str":return typeof n=="string";case"choice":return typeof n=="string"&&(r.choices??[]).includes(n);case"float":if(typeof n!="number"||!Number.isFinite(n))return!1;break;case"int":if(typeof n!="number"||!Number.isSafeInteger(n))return!1;break;default:return!1}return!(r.minimum!==null&&!(r.minimum_open?n>r.minimum:n>=r.minimum)||r.maximum!==null&&!(r.maximum_open?n<r.maximum:n<=r.maximum))}function gt(e,t,n){return Re(e,t,n)?n:Fe(e,t)}function Hn(e,t,n){return n!==void 0&&Re(e,t,n)?n:nr(e,t)}function Pc(e){if(e===0)return"0";let t=Math.floor(Math.log10(Math.abs(e)));if(t<-4||t>=6){let[n,r]=e.toExponential(5).split("e");return`${n.includes(".")?n.replace(/\.?0+$/,""):n}e${r[0]}${r.slice(1).padStart(2,"0")}`}return String(Number(e.toPrecision(6)))}function ws(e,t){let n=qe(e,t);if(n===null)return"";if(n.type==="choice")return`one of ${(n.choices??[]).join(", ")}`;if(n.type!=="float"&&n.type!=="int")return"a string";if(n.minimum===null&&n.maximum===null)return"a number";let r=n.type==="int"?"a whole number":"a number";return n.minimum!==null&&n.maximum!==null?`${r} in ${n.minimum_open?"(":"["}${Pc(n.minimum)}, ${Pc(n.maximum)}${n.maximum_open?")":"]"}`:n.minimum!==null?`${r} ${n.minimum_open?">":">="} ${Pc(n.minimum)}`:`${r} ${n.maximum_open?"<":"<="} ${Pc(n.maximum)}`}function pe(e,t,n){return qe(e,t)?.title||n||t.replace(/_/g," ")}function de(e,t,n=""){let r=qe(e,t);if(r===null)return n;let i=r.type==="str"?"":` Takes ${ws(e,t)}.`,s=r.help.replace(/\.$/,"");return`${r.name} (--${r.name.replace(/_/g,"-")}): ${s}.${i}${n?` ${n}`:""}`}var De="fairness_";function Ie(e){let t=new Map;for(let[n,r]of e)n.startsWith(De)&&t.set(n.slice(De.length),r);return t}function he(e){if(e===void 0||e.trim()==="")return null;let t=Number(e);return Number.isFinite(t)?t:null}function wo(e){let t=he(e);return t!==null&&Number.isSafeInteger(t)&&t>=0?t:null}function ne(e,t,n){n!==null&&n!==""&&e.push([De+t,String(n)])}function Ve(e,t,n,r,i=t){n!==vo(r,i)&&ne(e,t,n)}function Ci(e){if(e==="")return{regex:null,error:null};try{return{regex:new RegExp(e,"i"),error:null}}catch(t){return{regex:null,error:t instanceof Error?t.message:String(t)}}}function Qw(e,t,n){if(n===null)return t;let r=new Int32Array(t.length),i=0;for(let s=0;s<t.length;s++){let o=t[s];n.lastIndex=0,n.test(e[o])&&(r[i++]=o)}return r.slice(0,i)}var xs={run:"run",tag:"tag",step:"step"},S3=new Set(Object.values(xs).map(e=>De+e));function ex(e){let t=[];return ne(t,xs.run,e.run),ne(t,xs.tag,e.tag),ne(t,xs.step,e.step),t}function tx(e){let t=Ie(e),n=r=>{let i=t.get(r);return i===void 0||i===""?null:i};return{run:n(xs.run),tag:n(xs.tag),step:wo(t.get(xs.step))}}function nx(e){let t=[];for(let[n,r]of e)n.startsWith(De)&&!S3.has(n)&&t.push([n,r]);return t}function Th(e,t){let n=[];for(let r of Object.keys(e).sort()){let i=Object.keys(e[r]).filter(s=>t.includes(e[r][s].kind)).sort();i.length&&n.push({run:r,tags:i})}return n}function Rh(e,t){let n=new Set;for(let r of Object.values(e))for(let i of Object.values(r))t.includes(i.kind)||n.add(i.kind);return[...n].sort()}function k3(e){return e.reduce((t,n)=>n.tags.length>t.tags.length?n:t,e[0])}function Dc(e,t){if(t.length===0)return null;let n=e.run===null&&e.tag!==null?t.find(s=>s.tags.includes(e.tag)):void 0;if(n)return{ref:{...e,run:n.run},moved:!1};let r=t.find(s=>s.run===e.run)??(e.run===null&&e.tag===null?k3(t):t[0]),i=e.tag!==null&&r.tags.includes(e.tag)?e.tag:r.tags[0];return r.run===e.run&&i===e.tag?{ref:e,moved:!1}:e.run===null&&e.tag===null?{ref:{...e,run:r.run,tag:i},moved:!1}:{ref:{run:r.run,tag:i,step:null},moved:!0}}function rx(e,t){return t.run===null||t.tag===null?null:e[t.run]?.[t.tag]?.kind??null}function ix(e,t){return t===null?null:e.find(n=>n.kind===t)??null}function sx(e){try{return decodeURIComponent(e)}catch{return e}}function ox(e){let t=e.startsWith("#")?e.slice(1):e;return t===""?[]:t.split("&").map(n=>{let r=n.indexOf("=");return r<0?{raw:n,key:null,value:null}:{raw:n,key:sx(n.slice(0,r)),value:sx(n.slice(r+1))}})}function T3(e){let t=[];for(let n of ox(e))n.key!==null&&n.value!==null&&t.push([n.key,n.value]);return t}function R3(e,t,n){let r=ox(e).filter(o=>o.key===null||!o.key.startsWith(t)).map(o=>o.raw),i=n.map(([o,a])=>`${encodeURIComponent(o)}=${encodeURIComponent(a)}`),s=[...r,...i];return s.length?"#"+s.join("&"):""}function ax(){try{let e=window.parent;if(e!==window)return e.location.hash,e}catch{}return window}function lx(){return T3(ax().location.hash)}function ux(e,t){let n=ax(),r=n.location.hash,i=R3(r,e,t);if(i===r||i===""&&r==="#")return;let s=new URL(n.location.href);s.hash=i,n.history.replaceState(n.history.state,"",s.href)}function cx(e){return/^[=+\-@\t\r]/.test(e)?"'"+e:e}function Ch(e){let t=cx(e);return/[",\r\n]/.test(t)?'"'+t.replace(/"/g,'""')+'"':t}function Lc(e){return typeof e=="number"&&Number.isFinite(e)?String(e):""}function Rt(e){return(e.filter(n=>n!==null&&n!=="").map(n=>String(n).replace(/[^A-Za-z0-9._-]+/g,"_")).join("__")||"fairness")+".csv"}function C3(e){let t=[],n=[],r="",i=!1;for(let s=0;s<e.length;s++){let o=e[s];i?o!=='"'?r+=o:e[s+1]==='"'?(r+='"',s++):i=!1:o==='"'?i=!0:o===","?(n.push(r),r=""):o===`
`||o==="\r"?(o==="\r"&&e[s+1]===`
`&&s++,n.push(r),t.push(n),n=[],r=""):r+=o}return(r!==""||n.length)&&(n.push(r),t.push(n)),t}function Oc(e,t,n){let[r,...i]=C3(e),s=r?r.indexOf(t):-1;if(s<0)return null;let o=new Map;for(let c of i){let d=o.get(c[s])??[];d.push(c),o.set(c[s],d)}let a=c=>/[",\r\n]/.test(c)?'"'+c.replace(/"/g,'""')+'"':c,l=c=>c.map(a).join(","),u=[l(r)];for(let c of n)for(let d of o.get(cx(c))??[])u.push(l(d));return u.join(`
`)+`
`}var dx=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],Nc=["value_a","value_b","gap"],fx=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","bound","significant","insufficient"];function px(e,t="view route"){j(e)||R(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&R(t,"`rows` is not a count"),(!j(e.columns)||!j(e.states))&&R(t,"no `columns` or `states`");let r=e.columns,i=e.states;for(let s of fx){let o=r[s];(!Array.isArray(o)||o.length!==n)&&R(t,`column \`${s}\` does not have ${n} rows`)}for(let s of Nc){let o=i[s];(!Array.isArray(o)||o.length!==n)&&R(t,`states \`${s}\` does not have ${n} rows`)}return(!Array.isArray(e.identities)||!Array.isArray(e.metrics))&&R(t,"no `identities` or `metrics`"),e}var hx="fairness:associations-response";function mx(e){return{run:e.run,tag:e.tag,step:e.step,metric:e.metric,a:e.a,b:e.b,level:e.level??null,fdr:e.fdr??null,min_count:e.min_count??null,rank_by:e.rank_by??null}}var Mh=["auto","all","compact"],Eh=100,Ic=[.9,.95,.99],gx=Object.freeze({a:null,b:null,sort:"gap",dir:"desc",search:"",gap:[null,null],count:[null,null],topK:Eh,minCount:null,significantOnly:!1,columns:"auto"});function zc(e){let t=bx(nr(e,"rank_by")??void 0,e);return{...gx,gap:[null,null],count:[null,null],metric:nr(e,"metric"),rankBy:t,sort:pl(t),level:Fe(e,"level"),fdr:Fe(e,"fdr")}}function Ah(e){return e==="label"||e==="p_value"?"asc":"desc"}function pl(e){return e==="bound"?"bound":"gap"}var be={metric:"metric",a:"a",b:"b",sort:"sort",dir:"dir",search:"q",gapMin:"gap_min",gapMax:"gap_max",countMin:"count_min",countMax:"count_max",topK:"k",rankBy:"rank_by",level:"level",fdr:"fdr",minCount:"min_count",significantOnly:"significant",columns:"cols"};function Ph(e,t){let n=[],r=(i,s)=>ne(n,i,s);return Ve(n,be.metric,e.metric,t),r(be.a,e.a),r(be.b,e.b),Ve(n,be.rankBy,e.rankBy,t),Ve(n,be.level,e.level,t),Ve(n,be.fdr,e.fdr,t),e.minCount!==null&&r(be.minCount,e.minCount),e.significantOnly&&r(be.significantOnly,1),(e.sort!==pl(e.rankBy)||e.dir!=="desc")&&(r(be.sort,e.sort),r(be.dir,e.dir)),r(be.search,e.search),r(be.gapMin,e.gap[0]),r(be.gapMax,e.gap[1]),r(be.countMin,e.count[0]),r(be.countMax,e.count[1]),e.topK!==Eh&&r(be.topK,e.topK),e.columns!==gx.columns&&r(be.columns,e.columns),n}var M3="gap";function bx(e,t){let n=e===M3?"signed":e;return Re(t,"rank_by",n)?n:null}function E3(e){let t=he(e);return t!==null&&Number.isSafeInteger(t)&&t>=1?t:Eh}function yx(e,t){let n=Ie(e),r=l=>{let u=n.get(l);return u===void 0||u===""?null:u},i=zc(t);i.metric=Hn(t,"metric",r(be.metric)),i.a=r(be.a),i.b=r(be.b),i.rankBy=bx(n.get(be.rankBy),t)??i.rankBy,i.sort=pl(i.rankBy),i.level=gt(t,"level",he(n.get(be.level))),i.fdr=gt(t,"fdr",he(n.get(be.fdr)));let s=he(n.get(be.minCount));Re(t,"min_count",s)&&(i.minCount=s),i.significantOnly=n.get(be.significantOnly)==="1";let o=n.get(be.sort);if(o!==void 0&&dx.includes(o)){i.sort=o;let l=n.get(be.dir);i.dir=l==="asc"||l==="desc"?l:Ah(i.sort)}i.search=n.get(be.search)??"",i.gap=[he(n.get(be.gapMin)),he(n.get(be.gapMax))],i.count=[he(n.get(be.countMin)),he(n.get(be.countMax))],i.topK=E3(n.get(be.topK));let a=n.get(be.columns);return Mh.includes(a)&&(i.columns=a),i}function Bc(e){let t={metric:e.metric,a:e.a};return e.b!==null&&(t.b=e.b),t.rank_by=e.rank_by,t.min_count=String(e.min_count),t.level=String(e.level),t.fdr=String(e.fdr),t}function A3(e){return Nc.includes(e)}function $s(e,t,n){let r=e.columns[t][n];if(typeof r=="number"&&Number.isFinite(r))return r;let i=A3(t)?e.states[t]?.[n]:null;return i==="+inf"?1/0:i==="-inf"?-1/0:NaN}function P3(e,t){let n=new Float64Array(e.rows);for(let r=0;r<e.rows;r++)n[r]=$s(e,t,r);return n}function $x(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="label"){let o=e.columns.label;return r.sort((a,l)=>{let u=o[a],c=o[l];return u<c?-i:u>c?i:a-l}),r}let s=P3(e,t);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),d=Number.isNaN(u);return c||d?c&&d?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function vx(e,[t,n]){return t===null&&n===null?!0:Number.isNaN(e)?!1:(t===null||e>=t)&&(n===null||e<=n)}function wx([e,t]){return e!==null||t!==null}function xx(e){return!/[\\^$.|?*+()[\]{}]/.test(e)}function D3(e,t){return e!==""&&xx(e)&&xx(t)&&t.includes(e)}var L3=32,Hc=class{constructor(t,n){this.kept=new Map;this.all=null;this.order=n;let r=t.columns.label;this.labels=new Array(n.length);for(let i=0;i<n.length;i++)this.labels[i]=r[n[i]]}positions(t,n){let r=this.kept.get(t);if(r)return this.kept.delete(t),this.kept.set(t,r),r;let i=null;for(let[u,c]of this.kept)(i===null||c.length<i.length)&&D3(u,t)&&(i=c);let s=this.labels,o,a=0;if(n.lastIndex=0,i===null){o=new Int32Array(s.length);for(let u=0;u<s.length;u++)n.test(s[u])&&(o[a++]=u)}else{o=new Int32Array(i.length);for(let u=0;u<i.length;u++){let c=i[u];n.test(s[c])&&(o[a++]=c)}}let l=o.slice(0,a);return this.kept.size>=L3&&this.kept.delete(this.kept.keys().next().value),this.kept.set(t,l),l}rows(t,n,r,i){let{gap:s,count:o}=i,a=i.significantOnly===!0,l=wx(s)||wx(o)||a,u=this.order;if(n===null&&!l){if(this.all===null){this.all=new Array(u.length);for(let p=0;p<u.length;p++)this.all[p]=u[p]}return this.all}if(n===null){let p=new Array(u.length),m=0;for(let g=0;g<u.length;g++)this.keep(r,u[g],s,o,a)&&(p[m++]=u[g]);return p.length=m,p}let c=this.positions(t,n),d=new Array(c.length);if(!l){for(let p=0;p<c.length;p++)d[p]=u[c[p]];return d}let f=0;for(let p=0;p<c.length;p++){let m=u[c[p]];this.keep(r,m,s,o,a)&&(d[f++]=m)}return d.length=f,d}keep(t,n,r,i,s){return vx($s(t,"gap",n),r)&&vx($s(t,"count",n),i)&&(!s||t.columns.significant[n]===!0)}};function _x(e,t){if(e===t)return!0;if(e.length!==t.length)return!1;for(let n=0;n<e.length;n++)if(e[n]!==t[n])return!1;return!0}function O3(e){return String(Number(e.toPrecision(4)))}function rt(e){return`significant after Benjamini\u2013Hochberg at ${e===null?"the server's FDR":`FDR q = ${O3(e)}`}`}function ir(e){let t=0;for(let n of e)typeof n=="number"&&Number.isFinite(n)&&t++;return t}function xo(e){let t=e.units??`${e.unit}s`,n=e.tested===null?`${e.significant} ${e.significant===1?e.unit:t}`:`${e.significant} of ${e.tested} ${e.tested===1?e.unit:t} with a p-value`;return`\u2605 ${rt(e.q)} (${n})${e.what?`; ${e.what}`:""}`}var N3=new Intl.NumberFormat("en-US",{maximumFractionDigits:0});function Ce(e){return typeof e=="number"&&Number.isFinite(e)}function P(e){return typeof e=="number"&&Number.isFinite(e)?N3.format(e):""}function ve(e){if(e===0)return"0";let t=Math.abs(e),n;if(t>=1e-4&&t<1e6)n=String(Number(e.toPrecision(4)));else{let[r,i]=e.toExponential(3).split("e");n=`${String(Number(r))}e${Number(i)}`}return n.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var I3={"+inf":"+\u221E","-inf":"\u2212\u221E",undefined:"undefined"},z3={"+inf":"Positive infinity: the metric diverges for this label (for example ln of a ratio with a zero denominator). Sorted above every finite value.","-inf":"Negative infinity: the metric diverges for this label (for example ln 0 when the identity and the label never co-occur). Sorted below every finite value.",undefined:"Undefined: the metric has no value for this label (for example 0/0, or nPMI when p = 1). Sorted last in both directions and left out of the gap histogram."};function Fc(e,t){if(typeof e=="number"&&Number.isFinite(e))return{text:ve(e),state:null,title:String(e)};let n=t==="+inf"||t==="-inf"?t:"undefined";return{text:I3[n],state:n,title:z3[n]}}function Mi(e){if(!Number.isFinite(e))return"";let t=new Date(e*1e3),n=r=>String(r).padStart(2,"0");return`${t.getFullYear()}-${n(t.getMonth()+1)}-${n(t.getDate())} ${n(t.getHours())}:${n(t.getMinutes())}`}function Ue(e){return typeof e=="number"&&Number.isFinite(e)?`${(e*100).toFixed(1)}%`:""}function $e(e){return(e*100).toFixed(1).replace(/^-/,"\u2212")}function Ei(e){return typeof e!="number"||!Number.isFinite(e)?"":`${$e(e)} pp`}function Yr(e,t=3){return typeof e!="number"||!Number.isFinite(e)?"":e.toFixed(t).replace(/^-/,"\u2212")}function We(e){if(typeof e!="number"||!Number.isFinite(e))return"";if(e<1e-6)return"<1e\u22126";if(e<.001){let[t,n]=e.toExponential(1).split("e");return B3(`${Number(t)}e${Number(n)}`)}return String(Number(e.toPrecision(2)))}function $o(e){let t=We(e);return t.startsWith("<")?`p${t}`:`p=${t}`}function B3(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function at(e,t,n){return`${e}${t===e?"":` (${t})`}: ${n}`}function At(e,t,n=`${t}s`){return e===1?t:n}function Ai(e,t,n=`${t}s`){return`${P(e)} ${At(e,t,n)}`}function _o(e,t,n,r){let{a:i,b:s,metric:o}=t,a=t.metricTitle?`${t.metricTitle}, `:"the metric ",l=(u,c,d)=>({name:u,sub:c,title:at(u,e,d)});switch(e){case"label":return l("label","","the predicted label y");case"count":return l("count","c(y)","c(y), the examples where the label is predicted");case"count_a":return l("with A",i,`c(a, y), the examples with identity A (${i}) and the label`);case"count_b":return l("with B",s,`c(b, y), the examples with ${s==="rest"?"the other identities (B: rest)":`identity B (${s})`} and the label`);case"value_a":return l(`${o} A`,`${o}(${i})`,`${o}(${i}, y): ${a}for identity A and the label`);case"value_b":return l(`${o} B`,`${o}(${s})`,`${o}(${s}, y): ${a}for identity B and the label`);case"gap":return l("gap","A \u2212 B",`${o}(${i}, y) \u2212 ${o}(${s}, y)`);case"bound":return l("interval",`${sr(n)} \xB7 by bound`,`the gap's ${sr(n)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`);case"p_value":return l("p","gap = 0",'the two-sided p-value for "the gap is 0"; undefined and insufficient rows last');case"significant":return l("\u2605","",`significant after Benjamini-Hochberg at FDR ${sr(r)}`)}}function sr(e){return`${Number((e*100).toPrecision(4))}%`}function Sx(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function Vc(e){if(e===0)return"0";let t=Math.abs(e);if(t>=.001&&t<1e5)return Sx(String(Number(e.toPrecision(3))));let[n,r]=e.toExponential(2).split("e");return Sx(`${Number(n)}e${Number(r)}`)}function H3(e,t){return`[${Vc(e)}, ${Vc(t)}]`}function Dh(e){return`Insufficient: label seen fewer than ${e} times (or an identity is)`}function Kc(e,t,n){let r=e.columns,i=r.lower[t],s=r.upper[t],o=typeof i=="number"&&typeof s=="number"&&Number.isFinite(i)&&Number.isFinite(s),a=e.states.gap[t],l=typeof r.gap[t]=="number"&&Number.isFinite(r.gap[t]),u=w=>typeof w=="number"&&Number.isFinite(w),c=a==="+inf"&&u(i)?`[${Vc(i)}, +\u221E)`:a==="-inf"&&u(s)?`(\u2212\u221E, ${Vc(s)}]`:null,d=null;o||(c!==null?d="The gap is infinite (a count of zero): its interval is open on that side":a==="+inf"||a==="-inf"?d="Undefined: the gap is infinite, so it has no interval":l?d="Undefined: no variance (the standard error of the gap is zero or undefined)":d="Undefined: the gap itself is undefined");let f=r.insufficient[t]===!0,p=r.p_value[t],m=typeof p=="number"&&Number.isFinite(p),g,y;m?(g=We(p),y=`p = ${p} (two-sided, for gap = 0)`):f?(g="\u2014",y=Dh(n)):d!==null?(g="undefined",y=d):(g="\u2014",y="No p-value");let b=r.bound[t];return{interval:o?[i,s]:null,intervalText:o?H3(i,s):c??"undefined",intervalReason:d,p:m?p:null,pText:g,pTitle:y,bound:typeof b=="number"&&Number.isFinite(b)?b:null,significant:r.significant[t]===!0,insufficient:f}}function kx(e,t){let n=Math.min(e.length-1,Math.max(0,Math.round(t*(e.length-1))));return e[n]}function Tx(e){let t=u=>{let c=[],d=[],{lower:f,upper:p,insufficient:m}=e.columns;for(let g=0;g<e.rows;g++){if(u&&m[g]===!0)continue;let y=f[g],b=p[g];typeof y=="number"&&typeof b=="number"&&Number.isFinite(y)&&Number.isFinite(b)&&(c.push(y),d.push(b))}return[c,d]},[n,r]=t(!0);if(n.length===0&&([n,r]=t(!1)),n.length===0)return[-1,1];let i=Float64Array.from(n).sort(),s=Float64Array.from(r).sort(),o=n.length>=50?.025:0,a=Math.min(0,kx(i,o)),l=Math.max(0,kx(s,1-o));return a===l&&(a-=1,l+=1),[a,l]}function jc(e){let t=ir(e.columns.p_value),n=r=>`${r} row${r===1?"":"s"}`;return{interval:`Whiskers: the gap's ${sr(e.level)} interval (delta method / Newcombe, see the docs)`,significance:xo({q:e.fdr,significant:e.significant,tested:t,unit:"row"}),insufficient:`grey: insufficient (${n(e.insufficient)}: the label or an identity seen fewer than ${e.min_count} times; no p-value)`,overlap:e.overlap_known?null:"This report was written before version 2: intervals assume the identities never overlap"}}function Cx(e){return Math.min(40,Math.max(5,Math.ceil(Math.sqrt(e))))}function F3(e,t){if(e.length===0)return[];let n=1/0,r=-1/0;for(let o of e)o<n&&(n=o),o>r&&(r=o);if(n===r)return[{x0:n-.5,x1:r+.5,count:e.length}];let i=(r-n)/t,s=[];for(let o=0;o<t;o++)s.push({x0:n+o*i,x1:o===t-1?r:n+(o+1)*i,count:0});for(let o of e){let a=Math.min(t-1,Math.max(0,Math.floor((o-n)/i)));s[a].count++}return s}function Lh(e,t,n){let r=[],i={posInf:0,negInf:0,undefined:0};for(let s=0;s<t.length;s++){let o=$s(e,"gap",t[s]);Number.isFinite(o)?r.push(o):o===1/0?i.posInf++:o===-1/0?i.negInf++:i.undefined++}return{bins:F3(r,n??Cx(r.length)),finite:r.length,nonFinite:i}}function Rx(e){let t=e.length;return t===0?null:t%2?e[(t-1)/2]:(e[t/2-1]+e[t/2])/2}function qc(e,t,n,r){let i=Math.min(Math.max(0,Math.floor(n)),t.length),s=new Float64Array(t.length),o=1/0,a=-1/0;for(let f=0;f<t.length;f++){let p=$s(e,"count",t[f]),m=p>0&&Number.isFinite(p)?Math.log10(p):NaN;s[f]=m,m<o&&(o=m),m>a&&(a=m)}let l=[],u=[],c=0;for(let f=0;f<t.length;f++){if(Number.isNaN(s[f])){f<i&&c++;continue}let p=$s(e,"count",t[f]);u.push(p),f<i&&l.push(p)}let d=[];if(u.length){let f=o===a?1:r??Math.min(30,Cx(u.length)),[p,m]=o===a?[o-.5,a+.5]:[o,a],g=(m-p)/f;for(let y=0;y<f;y++)d.push({x0:10**(p+y*g),x1:10**(y===f-1?m:p+(y+1)*g),top:0,all:0});for(let y=0;y<t.length;y++){let b=s[y];if(Number.isNaN(b))continue;let w=Math.min(f-1,Math.max(0,Math.floor((b-p)/g)));d[w].all++,y<i&&d[w].top++}}return l.sort((f,p)=>f-p),u.sort((f,p)=>f-p),{bins:d,k:i,topShown:l.length,allShown:u.length,zero:c,topMedian:Rx(l),allMedian:Rx(u)}}var _s="#f57c00",So=340,V3="#303030",Mx=z`
  :host {
    color-scheme: light;
    --fg: #212121;
    --bg: #fff;
    --surface: #fafafa;
    --muted: #757575;
    --border: #e0e0e0;
    --header-bg: #f5f5f5;
    --header-hover: #eeeeee;
    --hover-bg: #fff3e0;
    --input-bg: #fff;
    --error: #c62828;
    --accent: ${ct(_s)};
    --good: #2e7d32;
    --bad: #c62828;
    --row-border: #f0f0f0;
    --input-border: #c6c6c6;
    --disabled: #9e9e9e;
    --disabled-border: #bdbdbd;
    --state-fg: #9e9e9e;
    --state-bg: #f5f5f5;
    --dim-bg: #fafafa;
    --selected-bg: #ffe0b2;
    --warn-bg: #fff8e1;
    --warn-border: #ffe0b2;
    --warn-fg: #8d6e00;
    --error-bg: #ffebee;
    --error-border: #ef9a9a;
    --code-bg: #f5f5f5;
    --chart-rule: #9e9e9e;
    --chart-ink: #424242;
    --chart-halo: #fff;
    --whisker: #5c6bc0;
    --bar-fill: #ffb74d;
    --stripe-a: #b0bec5;
    --stripe-b: #eceff1;
    --whisker-dot: #283593;
  }
  :host([data-theme='dark']) {
    color-scheme: dark;
    --fg: #e8eaed;
    --bg: ${ct(V3)};
    --surface: #3a3a3a;
    --muted: #a8a8a8;
    --border: #555;
    --header-bg: #3a3a3a;
    --header-hover: #454545;
    --hover-bg: #4a3a28;
    --input-bg: #424242;
    --error: #ef9a9a;
    --accent: #ffa726;
    --good: #81c784;
    --bad: #ef9a9a;
    --row-border: #424242;
    --input-border: #6e6e6e;
    --disabled: #7a7a7a;
    --disabled-border: #5a5a5a;
    --state-fg: #8f8f8f;
    --state-bg: #363636;
    --dim-bg: #2a2a2a;
    --selected-bg: #5a4025;
    --warn-bg: #3d3526;
    --warn-border: #6d5a35;
    --warn-fg: #ffd54f;
    --error-bg: #4a2c2c;
    --error-border: #8c4a4a;
    --code-bg: #262626;
    --chart-rule: #8a8a8a;
    --chart-ink: #d6d6d6;
    --chart-halo: var(--bg);
    --whisker: #9fa8da;
    --bar-fill: #c77800;
    --stripe-a: #78909c;
    --stripe-b: #455a64;
    --whisker-dot: #c5cae9;
  }
`,U=z`
  :host {
    font-family: Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 13px;
    color: var(--fg);
    box-sizing: border-box;
  }
  .muted {
    color: var(--muted);
  }
  /* No universal selector here (such as a box-sizing reset on *, ::before, ::after): in a
     virtualized table every selector is matched for every new row, and that one alone
     made style recalculation 10x slower during fast scrolls. */
  button,
  input,
  select {
    font: inherit;
    color: inherit;
    box-sizing: border-box;
  }
  select,
  input {
    height: 26px;
    border: 1px solid var(--input-border);
    border-radius: 3px;
    background: var(--input-bg);
    padding: 0 6px;
  }
  select:focus,
  input:focus {
    outline: 2px solid var(--accent);
    outline-offset: -1px;
  }
  input.invalid {
    border-color: var(--error);
    outline-color: var(--error);
  }
  button.primary {
    height: 26px;
    padding: 0 12px;
    border: 1px solid var(--accent);
    border-radius: 3px;
    background: var(--input-bg);
    color: var(--accent);
    font-weight: 500;
    cursor: pointer;
  }
  button.primary:hover:not(:disabled) {
    background: var(--hover-bg);
  }
  button.primary:disabled {
    border-color: var(--disabled-border);
    color: var(--disabled);
    cursor: default;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  .num {
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  /* Observable Plot declares --plot-background: white on its <svg> (the fill of its tips):
     the theme's background instead, so a tip's text (currentColor) stays readable. */
  svg {
    --plot-background: var(--bg);
  }
`,Ex=z`
  .head button:hover {
    background: var(--header-hover);
  }
  .head button:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: -2px;
  }
  .head .top {
    display: flex;
    gap: 4px;
    align-items: center;
    white-space: nowrap;
  }
  .head .sub {
    font-size: 11px;
    font-weight: 400;
    color: var(--muted);
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .arrow {
    color: var(--accent);
    width: 10px;
    font-size: 10px;
  }
  .head button[aria-sort='none'] .arrow {
    visibility: hidden;
  }
`,Xr=z`
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: 3px 8px;
    border-bottom: 1px solid var(--row-border);
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    background: var(--header-bg);
    border-bottom: 1px solid var(--border);
    font-weight: 500;
    z-index: 1;
  }
  .n {
    color: var(--muted);
    font-size: 11px;
  }
  td.state {
    color: var(--state-fg);
    background: var(--state-bg);
    font-style: italic;
  }
  .none {
    padding: 16px;
    text-align: center;
    color: var(--muted);
  }
`,Ss=z`
  :host {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    gap: 10px;
  }
`,Oh=z`
  .controls {
    display: flex;
    flex-direction: column;
    gap: 8px;
    flex: none;
  }
  .body {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .body > * {
    flex-shrink: 0;
  }
`,ks=z`
  .summary {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    align-items: baseline;
  }
  .summary b {
    font-weight: 500;
  }
  .summary .description {
    flex-basis: 100%;
    font-weight: 500;
  }
`,Ze=z`
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
`,or=z`
  ${Ss}
  ${Oh}
  ${ks}
  .main {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
`,Oe=z`
  .group {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px 14px;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .name {
    font-size: 11px;
    color: var(--muted);
    letter-spacing: 0.02em;
  }
  select {
    max-width: 220px;
  }
  .search-error {
    flex-basis: 100%;
    color: var(--error);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .spacer {
    flex: 1;
  }
`,Uc=z`
  .drawer {
    position: fixed;
    top: 0;
    right: 0;
    bottom: 0;
    z-index: 5;
    width: min(500px, 92vw);
    box-sizing: border-box;
    overflow-y: auto;
    border-radius: 0;
    box-shadow: -4px 0 16px rgba(0, 0, 0, 0.25);
  }
`,Me=z`
  .message {
    box-sizing: border-box;
    padding: 16px;
    border: 1px solid var(--border);
    border-radius: 2px;
    max-width: 760px;
  }
  .message.error {
    border-color: var(--error-border);
    background: var(--error-bg);
  }
  .message.error .text {
    color: var(--error);
    white-space: pre-wrap;
    word-break: break-word;
  }
  .message h2 {
    font-size: 15px;
    font-weight: 500;
    margin: 0 0 8px;
  }
  pre {
    background: var(--code-bg);
    padding: 8px 10px;
    border-radius: 2px;
    overflow-x: auto;
    font-size: 12px;
  }
  .loading {
    color: var(--muted);
  }
  button.link {
    margin-top: 8px;
  }
`,Ts={negligible:"#cfd8dc",small:"#ffcc80",medium:_s,large:"#b71c1c"};var ar={report:{attribute:!1},info:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1}};function Ax(e,t){e.dispatchEvent(new CustomEvent("view-status",{detail:t,bubbles:!0,composed:!0}))}function Ge(e,t){e.dispatchEvent(new CustomEvent("view-params",{detail:t,bubbles:!0,composed:!0}))}function gn(e,t){e.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}function Pt(e){return e instanceof Error?e.message:String(e)}function Pi(e,t,n="text/csv;charset=utf-8"){let r=URL.createObjectURL(new Blob([e],{type:n})),i=document.createElement("a");i.href=r,i.download=t,i.rel="noopener",i.click(),setTimeout(()=>URL.revokeObjectURL(r),1e4)}var ko={api:{attribute:!1},tag:{attribute:!1},kind:{attribute:!1},kindTitle:{attribute:!1},declaration:{attribute:!1},runs:{attribute:!1},run:{attribute:!1},step:{attribute:!1},options:{attribute:!1},params:{attribute:!1}},Ke=class{constructor(t,n){this.host=t;this.requests=n;this.status="loading";this.error=null;t.addController(this)}get loading(){return this.status==="loading"}hostDisconnected(){for(let t of this.requests)t.cancel()}start(){this.set("loading")}ready(){this.error=null,this.set("ready")}fail(t){this.error=Pt(t),this.set("error")}async run(t,n,r){this.start();try{return await t.run(n)}catch(i){return r(),this.fail(i),se}}set(t){this.status=t,Ax(this.host,t),this.host.requestUpdate()}renderError(t,n){return this.status!=="error"?v:h`<div class="message error" role="alert">
      <h2>${t}</h2>
      <div class="text">${this.error}</div>
      ${n.map(r=>h`<button class="primary link" name=${r.name??v} @click=${r.run}>${r.label}</button>`)}
    </div>`}renderContent(t,n,r){return t!==null?n(t):this.loading?h`<div class="loading">${r}</div>`:v}renderCsvButton(t,n,r,i,s="Download CSV"){return h`<button
      class="primary"
      name=${t}
      ?disabled=${!n||this.loading}
      title=${i??v}
      @click=${r}
    >
      ${s}
    </button>`}},bn=class{constructor(t,n,r){this.host=t;this.api=n;this.declaration=r;this.pending=null;this.error=null;this.request=new ue;t.addController(this)}hostDisconnected(){this.request.cancel()}async download(t,n,r,i){n.table!==null&&(n={...n,table:Zw(this.declaration(),n.table)}),this.pending=t,this.error=null,this.host.requestUpdate();let s;try{s=await this.request.run(o=>this.api().tableCsv(n,o))}catch(o){this.error=Pt(o),this.pending=null,this.host.requestUpdate();return}if(s!==se){if(this.pending=null,i){let o=Oc(s,i.column,i.keys);if(o===null){this.error=`the table has no ${i.column} column to pick the rows shown by`,this.host.requestUpdate();return}s=o}this.host.requestUpdate(),Pi(s,r)}}renderError(){return this.error===null?v:h`<div class="download-error message error" role="alert" title=${this.error}>Could not download the CSV: ${this.error}</div>`}};function Di(e,t,n,r){return h`<span class="shown">showing <b>${P(e)}</b> of ${P(t)}${` ${n}`}${r?h` ${r}`:v}</span>`}function lr(e,t){return!e||e.run!==t.run||e.tag!==t.tag||e.step!==t.step}function ur(e,t,n){return n.step===null&&e!=null&&t!==null&&e.max_step!==t.max_step}function K3(e){return e.trim()===""?null:Number(e)}function Wt(e,t,n){let r=K3(n);return Re(e,t,r)?r:null}function Gt(e,t){let n=ws(e,t);return n?`Not ${n}: ignored`:`Not a value of ${t} the server declares: ignored`}function Dt(e,t){let n=qe(e,t);return{min:n?.minimum==null?void 0:String(n.minimum),max:n?.maximum==null?void 0:String(n.maximum)}}function Rs(e){return h`<label class="field">
    <span class="name" title=${e.title}>${e.label}</span>
    <input
      type="number"
      name=${e.name}
      min=${e.min??v}
      max=${e.max??v}
      step=${e.step}
      inputmode=${e.decimal?"decimal":v}
      class=${e.invalid?"invalid":""}
      aria-invalid=${e.invalid?"true":"false"}
      title=${e.title}
      .value=${e.text}
      @input=${t=>e.onInput(t.target.value)}
    />
  </label>`}function Wc(e,t,n,r){let i=Wt(e,"fdr",t)===null;return Rs({label:pe(e,"fdr","FDR"),name:"fdr",text:t,invalid:i,title:i?Gt(e,"fdr"):`${n}. ${de(e,"fdr")}`,...Dt(e,"fdr"),step:"0.01",decimal:!0,onInput:r})}var Px=z`
    /* The summary and the legend keep their lines; the table takes what height is left. */
    .summary,
    .legend {
      flex: none;
    }
    .summary {
      min-height: 18px;
    }
    .main {
      flex: 1;
      min-height: 0;
      display: flex;
      gap: 16px;
    }
    .table-column {
      flex: 1;
      min-width: 0;
      min-height: 0;
      display: flex;
      flex-direction: column;
      gap: 6px;
    }
    fairness-table {
      flex: 1;
      min-height: 0;
    }
    .legend {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 16px;
      font-size: 12px;
      color: var(--muted);
    }
    .legend .star {
      color: var(--accent);
    }
    .legend .grey {
      display: inline-block;
      width: 10px;
      height: 10px;
      margin-right: 3px;
      vertical-align: -1px;
      background: var(--dim-bg);
      border: 1px solid var(--input-border);
    }
    .legend .warning {
      flex-basis: 100%;
      color: var(--warn-fg);
    }
    .drawer {
      padding: 8px 12px 12px;
      background: var(--bg);
      border-left: 1px solid var(--border);
    }
    .open-row {
      flex: none;
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 2px 14px;
      padding: 6px 8px 6px 10px;
      border: 1px solid var(--border);
      border-left: 3px solid var(--accent);
      border-radius: 2px;
      background: var(--surface);
      font-variant-numeric: tabular-nums;
    }
    .open-row .label {
      font-weight: 500;
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .open-row .item {
      white-space: nowrap;
    }
    .open-row .k {
      color: var(--muted);
      font-size: 12px;
    }
    .open-row b {
      font-weight: 500;
    }
    .open-row .star {
      color: var(--accent);
    }
    .open-row .close {
      margin-left: auto;
      border: 0;
      background: none;
      color: var(--muted);
      font-size: 16px;
      line-height: 1;
      cursor: pointer;
      padding: 0 4px;
    }
    .open-row .close:hover {
      color: var(--fg);
    }
    .side {
      width: 344px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 16px;
      overflow-y: auto;
    }
    /* Narrower than the table and the charts side by side: the charts go under the
       table, side by side, and the view scrolls; the table keeps most of the height. */
    @media (max-width: 1249px) {
      :host {
        overflow-y: auto;
      }
      .main {
        flex: 1 0 auto;
        flex-direction: column;
      }
      .table-column {
        flex: 1 0 auto;
      }
      fairness-table {
        flex: 1 0 auto;
        height: max(300px, calc(100vh - 260px));
      }
      .side {
        width: auto;
        flex-direction: row;
        flex-wrap: wrap;
        overflow: visible;
      }
    }
`;function hl(e){return h`<span class="star">${e.slice(0,1)}</span>${e.slice(1)}`}function on(e,t){return h`<div class=${e} data-significant=${t.significant} data-q=${t.q??v}>
    ${hl(xo(t))}
  </div>`}var To=z`
  .legend,
  .rate-legend {
    font-size: 12px;
    color: var(--muted);
    margin: 2px 0 4px;
  }
  .legend .star,
  .rate-legend .star {
    color: var(--accent);
  }
`;function Dx(e,t,n){let r=new Map(e.identities.map(o=>[o.name,o.count])),i=o=>r.has(o)?h` (${P(r.get(o))})`:v,s=e.identities.filter(o=>o.name!==e.a).length;return h`<div class="summary" data-shown=${n} data-total=${e.rows}>
      ${t?h`<span class="description">${t}</span>`:v}
      <span><b>N</b> = ${P(e.n)} examples · step ${e.step}</span>
      ${Di(n,e.rows,e.rows===1?"label":"labels")}
      <span
        >A = <b>${e.a}</b>${i(e.a)} vs B =
        ${e.b===null?h`<b>rest</b> <span class="muted">(mean over ${s} other identit${s===1?"y":"ies"})</span>`:h`<b>${e.b}</b>${i(e.b)}`}</span
      >
      ${e.excluded_labels.length?h`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${e.excluded_labels.join(", ")}</span
          >`:v}
    </div>`}function Lx(e,t){let n=t??jc(e);return h`<div class="legend" data-significant=${e.significant} data-insufficient=${e.insufficient}>
      <span class="interval">${n.interval}</span>
      <span class="significance">${hl(n.significance)}</span>
      <span class="insufficient"><span class="grey"></span>${n.insufficient}</span>
      ${n.overlap?h`<span class="warning" role="note">⚠ ${n.overlap}</span>`:v}
    </div>`}function Lt(e,t){return e==null||t==null?NaN:e<t?-1:e>t?1:e>=t?0:NaN}function Zr(e,t){return e==null||t==null?NaN:t<e?-1:t>e?1:t>=e?0:NaN}function Ao(e){let t,n,r;e.length!==2?(t=Lt,n=(a,l)=>Lt(e(a),l),r=(a,l)=>e(a)-l):(t=e===Lt||e===Zr?e:j3,n=e,r=e);function i(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let d=u+c>>>1;n(a[d],l)<0?u=d+1:c=d}while(u<c)}return u}function s(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let d=u+c>>>1;n(a[d],l)<=0?u=d+1:c=d}while(u<c)}return u}function o(a,l,u=0,c=a.length){let d=i(a,l,u,c-1);return d>u&&r(a[d-1],l)>-r(a[d],l)?d-1:d}return{left:i,center:o,right:s}}function j3(){return 0}function Ox(e){return e===null?NaN:+e}function*q3(e,t){if(t===void 0)for(let n of e)n!=null&&(n=+n)>=n&&(yield n);else{let n=-1;for(let r of e)(r=t(r,++n,e))!=null&&(r=+r)>=r&&(yield r)}}var Nx=Ao(Lt),Po=Nx.right,BB=Nx.left,HB=Ao(Ox).center;var FB=Ix(zx),VB=Ix(U3);function Ix(e){return function(t,n,r=n){if(!((n=+n)>=0))throw new RangeError("invalid rx");if(!((r=+r)>=0))throw new RangeError("invalid ry");let{data:i,width:s,height:o}=t;if(!((s=Math.floor(s))>=0))throw new RangeError("invalid width");if(!((o=Math.floor(o!==void 0?o:i.length/s))>=0))throw new RangeError("invalid height");if(!s||!o||!n&&!r)return t;let a=n&&e(n),l=r&&e(r),u=i.slice();return a&&l?(Ro(a,u,i,s,o),Ro(a,i,u,s,o),Ro(a,u,i,s,o),Co(l,i,u,s,o),Co(l,u,i,s,o),Co(l,i,u,s,o)):a?(Ro(a,i,u,s,o),Ro(a,u,i,s,o),Ro(a,i,u,s,o)):l&&(Co(l,i,u,s,o),Co(l,u,i,s,o),Co(l,i,u,s,o)),t}}function Ro(e,t,n,r,i){for(let s=0,o=r*i;s<o;)e(t,n,s,s+=r,1)}function Co(e,t,n,r,i){for(let s=0,o=r*i;s<r;++s)e(t,n,s,s+o,r)}function U3(e){let t=zx(e);return(n,r,i,s,o)=>{i<<=2,s<<=2,o<<=2,t(n,r,i+0,s+0,o),t(n,r,i+1,s+1,o),t(n,r,i+2,s+2,o),t(n,r,i+3,s+3,o)}}function zx(e){let t=Math.floor(e);if(t===e)return W3(e);let n=e-t,r=2*e+1;return(i,s,o,a,l)=>{if(!((a-=l)>=o))return;let u=t*s[o],c=l*t,d=c+l;for(let f=o,p=o+c;f<p;f+=l)u+=s[Math.min(a,f)];for(let f=o,p=a;f<=p;f+=l)u+=s[Math.min(a,f+c)],i[f]=(u+n*(s[Math.max(o,f-d)]+s[Math.min(a,f+d)]))/r,u-=s[Math.max(o,f-c)]}}function W3(e){let t=2*e+1;return(n,r,i,s,o)=>{if(!((s-=o)>=i))return;let a=e*r[i],l=o*e;for(let u=i,c=i+l;u<c;u+=o)a+=r[Math.min(s,u)];for(let u=i,c=s;u<=c;u+=o)a+=r[Math.min(s,u+l)],n[u]=a/t,a-=r[Math.max(i,u-l)]}}function zh(e,t){let n=0;if(t===void 0)for(let r of e)r!=null&&(r=+r)>=r&&++n;else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(i=+i)>=i&&++n}return n}function G3(e){return e.length|0}function Y3(e){return!(e>0)}function X3(e){return typeof e!="object"||"length"in e?e:Array.from(e)}function J3(e){return t=>e(...t)}function Bx(...e){let t=typeof e[e.length-1]=="function"&&J3(e.pop());e=e.map(X3);let n=e.map(G3),r=e.length-1,i=new Array(r+1).fill(0),s=[];if(r<0||n.some(Y3))return s;for(;;){s.push(i.map((a,l)=>e[l][a]));let o=r;for(;++i[o]===n[o];){if(o===0)return t?s.map(t):s;i[o--]=0}}}function Hx(e,t){var n=0,r=0;return Float64Array.from(e,t===void 0?i=>n+=+i||0:i=>n+=+t(i,r++,e)||0)}function Bh(e,t){let n=0,r,i=0,s=0;if(t===void 0)for(let o of e)o!=null&&(o=+o)>=o&&(r=o-i,i+=r/++n,s+=r*(o-i));else{let o=-1;for(let a of e)(a=t(a,++o,e))!=null&&(a=+a)>=a&&(r=a-i,i+=r/++n,s+=r*(a-i))}if(n>1)return s/(n-1)}function Hh(e,t){let n=Bh(e,t);return n&&Math.sqrt(n)}function Ct(e,t){let n,r;if(t===void 0)for(let i of e)i!=null&&(n===void 0?i>=i&&(n=r=i):(n>i&&(n=i),r<i&&(r=i)));else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(n===void 0?s>=s&&(n=r=s):(n>s&&(n=s),r<s&&(r=s)))}return[n,r]}var yn=class{constructor(){this._partials=new Float64Array(32),this._n=0}add(t){let n=this._partials,r=0;for(let i=0;i<this._n&&i<32;i++){let s=n[i],o=t+s,a=Math.abs(t)<Math.abs(s)?t-(o-s):s-(o-t);a&&(n[r++]=a),t=o}return n[r]=t,this._n=r+1,this}valueOf(){let t=this._partials,n=this._n,r,i,s,o=0;if(n>0){for(o=t[--n];n>0&&(r=o,i=t[--n],o=r+i,s=i-(o-r),!s););n>0&&(s<0&&t[n-1]<0||s>0&&t[n-1]>0)&&(i=s*2,r=o+i,i==r-o&&(o=r))}return o}};var vn=class extends Map{constructor(t,n=Kx){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let[r,i]of t)this.set(r,i)}get(t){return super.get(Nh(this,t))}has(t){return super.has(Nh(this,t))}set(t,n){return super.set(Fx(this,t),n)}delete(t){return super.delete(Vx(this,t))}},cr=class extends Set{constructor(t,n=Kx){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let r of t)this.add(r)}has(t){return super.has(Nh(this,t))}add(t){return super.add(Fx(this,t))}delete(t){return super.delete(Vx(this,t))}};function Nh({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):n}function Fx({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):(e.set(r,n),n)}function Vx({_intern:e,_key:t},n){let r=t(n);return e.has(r)&&(n=e.get(r),e.delete(r)),n}function Kx(e){return e!==null&&typeof e=="object"?e.valueOf():e}function Ih(e){return e}function Cs(e,...t){return Fh(e,Ih,Ih,t)}function Qr(e,t,...n){return Fh(e,Ih,t,n)}function jx(e,t,...n){return Fh(e,Array.from,t,n)}function Fh(e,t,n,r){return(function i(s,o){if(o>=r.length)return n(s);let a=new vn,l=r[o++],u=-1;for(let c of s){let d=l(c,++u,s),f=a.get(d);f?f.push(c):a.set(d,[c])}for(let[c,d]of a)a.set(c,i(d,o));return t(a)})(e,0)}function Z3(e,t){return Array.from(t,n=>e[n])}function Mo(e,...t){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");e=Array.from(e);let[n]=t;if(n&&n.length!==2||t.length>1){let r=Uint32Array.from(e,(i,s)=>s);return t.length>1?(t=t.map(i=>e.map(i)),r.sort((i,s)=>{for(let o of t){let a=Gc(o[i],o[s]);if(a)return a}})):(n=e.map(n),r.sort((i,s)=>Gc(n[i],n[s]))),Z3(e,r)}return e.sort(qx(n))}function qx(e=Lt){if(e===Lt)return Gc;if(typeof e!="function")throw new TypeError("compare is not a function");return(t,n)=>{let r=e(t,n);return r||r===0?r:(e(n,n)===0)-(e(t,t)===0)}}function Gc(e,t){return(e==null||!(e>=e))-(t==null||!(t>=t))||(e<t?-1:e>t?1:0)}function Xc(e,t,n){return(t.length!==2?Mo(Qr(e,t,n),(([r,i],[s,o])=>Lt(i,o)||Lt(r,s))):Mo(Cs(e,n),(([r,i],[s,o])=>t(i,o)||Lt(r,s)))).map(([r])=>r)}var Q3=Array.prototype,KB=Q3.slice;var e6=Math.sqrt(50),t6=Math.sqrt(10),n6=Math.sqrt(2);function Yc(e,t,n){let r=(t-e)/Math.max(0,n),i=Math.floor(Math.log10(r)),s=r/Math.pow(10,i),o=s>=e6?10:s>=t6?5:s>=n6?2:1,a,l,u;return i<0?(u=Math.pow(10,-i)/o,a=Math.round(e*u),l=Math.round(t*u),a/u<e&&++a,l/u>t&&--l,u=-u):(u=Math.pow(10,i)*o,a=Math.round(e/u),l=Math.round(t/u),a*u<e&&++a,l*u>t&&--l),l<a&&.5<=n&&n<2?Yc(e,t,n*2):[a,l,u]}function Li(e,t,n){if(t=+t,e=+e,n=+n,!(n>0))return[];if(e===t)return[e];let r=t<e,[i,s,o]=r?Yc(t,e,n):Yc(e,t,n);if(!(s>=i))return[];let a=s-i+1,l=new Array(a);if(r)if(o<0)for(let u=0;u<a;++u)l[u]=(s-u)/-o;else for(let u=0;u<a;++u)l[u]=(s-u)*o;else if(o<0)for(let u=0;u<a;++u)l[u]=(i+u)/-o;else for(let u=0;u<a;++u)l[u]=(i+u)*o;return l}function Eo(e,t,n){return t=+t,e=+e,n=+n,Yc(e,t,n)[2]}function gl(e,t,n){t=+t,e=+e,n=+n;let r=t<e,i=r?Eo(t,e,n):Eo(e,t,n);return(r?-1:1)*(i<0?1/-i:i)}function Ux(e){return Math.max(1,Math.ceil(Math.log(zh(e))/Math.LN2)+1)}function zt(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n<r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n<i||n===void 0&&i>=i)&&(n=i)}return n}function Wx(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);return r}function wn(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n>r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n>i||n===void 0&&i>=i)&&(n=i)}return n}function Gx(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);return r}function Yx(e,t,n=0,r=1/0,i){if(t=Math.floor(t),n=Math.floor(Math.max(0,n)),r=Math.floor(Math.min(e.length-1,r)),!(n<=t&&t<=r))return e;for(i=i===void 0?Gc:qx(i);r>n;){if(r-n>600){let l=r-n+1,u=t-n+1,c=Math.log(l),d=.5*Math.exp(2*c/3),f=.5*Math.sqrt(c*d*(l-d)/l)*(u-l/2<0?-1:1),p=Math.max(n,Math.floor(t-u*d/l+f)),m=Math.min(r,Math.floor(t+(l-u)*d/l+f));Yx(e,t,p,m,i)}let s=e[t],o=n,a=r;for(ml(e,n,t),i(e[r],s)>0&&ml(e,n,r);o<a;){for(ml(e,o,a),++o,--a;i(e[o],s)<0;)++o;for(;i(e[a],s)>0;)--a}i(e[n],s)===0?ml(e,n,a):(++a,ml(e,a,r)),a<=t&&(n=a+1),t<=a&&(r=a-1)}return e}function ml(e,t,n){let r=e[t];e[t]=e[n],e[n]=r}function Vh(e,t=Lt){let n,r=!1;if(t.length===1){let i;for(let s of e){let o=t(s);(r?Lt(o,i)>0:Lt(o,o)===0)&&(n=s,i=o,r=!0)}}else for(let i of e)(r?t(i,n)>0:t(i,i)===0)&&(n=i,r=!0);return n}function Jr(e,t,n){if(e=Float64Array.from(q3(e,n)),!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return wn(e);if(t>=1)return zt(e);var r,i=(r-1)*t,s=Math.floor(i),o=zt(Yx(e,s).subarray(0,s+1)),a=wn(e.subarray(s+1));return o+(a-o)*(i-s)}}function Xx(e,t,n=Ox){if(!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return+n(e[0],0,e);if(t>=1)return+n(e[r-1],r-1,e);var r,i=(r-1)*t,s=Math.floor(i),o=+n(e[s],s,e),a=+n(e[s+1],s+1,e);return o+(a-o)*(i-s)}}function Jx(e,t,n){let r=zh(e),i=Jr(e,.75)-Jr(e,.25);return r&&i?Math.ceil((n-t)/(2*i*Math.pow(r,-1/3))):1}function Kh(e,t,n){let r=zh(e),i=Hh(e);return r&&i?Math.ceil((n-t)*Math.cbrt(r)/(3.49*i)):1}function Zx(e,t){let n=0,r=0;if(t===void 0)for(let i of e)i!=null&&(i=+i)>=i&&(++n,r+=i);else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(s=+s)>=s&&(++n,r+=s)}if(n)return r/n}function bl(e,t){return Jr(e,.5,t)}function*r6(e){for(let t of e)yield*t}function jh(e){return Array.from(r6(e))}function Qx(e,t){let n=new vn;if(t===void 0)for(let s of e)s!=null&&s>=s&&n.set(s,(n.get(s)||0)+1);else{let s=-1;for(let o of e)(o=t(o,++s,e))!=null&&o>=o&&n.set(o,(n.get(o)||0)+1)}let r,i=0;for(let[s,o]of n)o>i&&(i=o,r=s);return r}function e1(e,t=i6){let n=[],r,i=!1;for(let s of e)i&&n.push(t(r,s)),r=s,i=!0;return n}function i6(e,t){return[e,t]}function Do(e,t,n){e=+e,t=+t,n=(i=arguments.length)<2?(t=e,e=0,1):i<3?1:+n;for(var r=-1,i=Math.max(0,Math.ceil((t-e)/n))|0,s=new Array(i);++r<i;)s[r]=e+r*n;return s}var jB=s6(Math.random);function s6(e){return function(n,r=0,i=n.length){let s=i-(r=+r);for(;s;){let o=e()*s--|0,a=n[s+r];n[s+r]=n[o+r],n[o+r]=a}return n}}function Fn(e,t){let n=0;if(t===void 0)for(let r of e)(r=+r)&&(n+=r);else{let r=-1;for(let i of e)(i=+t(i,++r,e))&&(n+=i)}return n}function Lo(e){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");return Array.from(e).reverse()}function o6(e){return e}var qh=1,Uh=2,Wh=3,Jc=4,t1=1e-6;function a6(e){return"translate("+e+",0)"}function l6(e){return"translate(0,"+e+")"}function u6(e){return t=>+e(t)}function c6(e,t){return t=Math.max(0,e.bandwidth()-t*2)/2,e.round()&&(t=Math.round(t)),n=>+e(n)+t}function d6(){return!this.__axis}function f6(e,t){var n=[],r=null,i=null,s=6,o=6,a=3,l=typeof window<"u"&&window.devicePixelRatio>1?0:.5,u=e===qh||e===Jc?-1:1,c=e===Jc||e===Uh?"x":"y",d=e===qh||e===Wh?a6:l6;function f(p){var m=r??(t.ticks?t.ticks.apply(t,n):t.domain()),g=i??(t.tickFormat?t.tickFormat.apply(t,n):o6),y=Math.max(s,0)+a,b=t.range(),w=+b[0]+l,$=+b[b.length-1]+l,x=(t.bandwidth?c6:u6)(t.copy(),l),k=p.selection?p.selection():p,_=k.selectAll(".domain").data([null]),S=k.selectAll(".tick").data(m,t).order(),T=S.exit(),E=S.enter().append("g").attr("class","tick"),O=S.select("line"),A=S.select("text");_=_.merge(_.enter().insert("path",".tick").attr("class","domain").attr("stroke","currentColor")),S=S.merge(E),O=O.merge(E.append("line").attr("stroke","currentColor").attr(c+"2",u*s)),A=A.merge(E.append("text").attr("fill","currentColor").attr(c,u*y).attr("dy",e===qh?"0em":e===Wh?"0.71em":"0.32em")),p!==k&&(_=_.transition(p),S=S.transition(p),O=O.transition(p),A=A.transition(p),T=T.transition(p).attr("opacity",t1).attr("transform",function(L){return isFinite(L=x(L))?d(L+l):this.getAttribute("transform")}),E.attr("opacity",t1).attr("transform",function(L){var q=this.parentNode.__axis;return d((q&&isFinite(q=q(L))?q:x(L))+l)})),T.remove(),_.attr("d",e===Jc||e===Uh?o?"M"+u*o+","+w+"H"+l+"V"+$+"H"+u*o:"M"+l+","+w+"V"+$:o?"M"+w+","+u*o+"V"+l+"H"+$+"V"+u*o:"M"+w+","+l+"H"+$),S.attr("opacity",1).attr("transform",function(L){return d(x(L)+l)}),O.attr(c+"2",u*s),A.attr(c,u*y).text(g),k.filter(d6).attr("fill","none").attr("font-size",10).attr("font-family","sans-serif").attr("text-anchor",e===Uh?"start":e===Jc?"end":"middle"),k.each(function(){this.__axis=x})}return f.scale=function(p){return arguments.length?(t=p,f):t},f.ticks=function(){return n=Array.from(arguments),f},f.tickArguments=function(p){return arguments.length?(n=p==null?[]:Array.from(p),f):n.slice()},f.tickValues=function(p){return arguments.length?(r=p==null?null:Array.from(p),f):r&&r.slice()},f.tickFormat=function(p){return arguments.length?(i=p,f):i},f.tickSize=function(p){return arguments.length?(s=o=+p,f):s},f.tickSizeInner=function(p){return arguments.length?(s=+p,f):s},f.tickSizeOuter=function(p){return arguments.length?(o=+p,f):o},f.tickPadding=function(p){return arguments.length?(a=+p,f):a},f.offset=function(p){return arguments.length?(l=+p,f):l},f}function n1(e){return f6(Wh,e)}var Gh="http://www.w3.org/1999/xhtml",Oi={svg:"http://www.w3.org/2000/svg",xhtml:Gh,xlink:"http://www.w3.org/1999/xlink",xml:"http://www.w3.org/XML/1998/namespace",xmlns:"http://www.w3.org/2000/xmlns/"};function r1(e){var t=e+="",n=t.indexOf(":");return n>=0&&(t=e.slice(0,n))!=="xmlns"&&(e=e.slice(n+1)),Oi.hasOwnProperty(t)?{space:Oi[t],local:e}:e}function p6(e){return function(){var t=this.ownerDocument,n=this.namespaceURI;return n===Gh&&t.documentElement.namespaceURI===Gh?t.createElement(e):t.createElementNS(n,e)}}function h6(e){return function(){return this.ownerDocument.createElementNS(e.space,e.local)}}function Oo(e){var t=r1(e);return(t.local?h6:p6)(t)}function m6(){}function i1(e){return e==null?m6:function(){return this.querySelector(e)}}function g6(e){typeof e!="function"&&(e=i1(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=new Array(o),l,u,c=0;c<o;++c)(l=s[c])&&(u=e.call(l,l.__data__,c,s))&&("__data__"in l&&(u.__data__=l.__data__),a[c]=u);return new an(r,this._parents)}function b6(e){return e==null?[]:Array.isArray(e)?e:Array.from(e)}function y6(){return[]}function v6(e){return e==null?y6:function(){return this.querySelectorAll(e)}}function w6(e){return function(){return b6(e.apply(this,arguments))}}function x6(e){typeof e=="function"?e=w6(e):e=v6(e);for(var t=this._groups,n=t.length,r=[],i=[],s=0;s<n;++s)for(var o=t[s],a=o.length,l,u=0;u<a;++u)(l=o[u])&&(r.push(e.call(l,l.__data__,u,o)),i.push(l));return new an(r,i)}function $6(e){return function(){return this.matches(e)}}function s1(e){return function(t){return t.matches(e)}}var _6=Array.prototype.find;function S6(e){return function(){return _6.call(this.children,e)}}function k6(){return this.firstElementChild}function T6(e){return this.select(e==null?k6:S6(typeof e=="function"?e:s1(e)))}var R6=Array.prototype.filter;function C6(){return Array.from(this.children)}function M6(e){return function(){return R6.call(this.children,e)}}function E6(e){return this.selectAll(e==null?C6:M6(typeof e=="function"?e:s1(e)))}function A6(e){typeof e!="function"&&(e=$6(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=[],l,u=0;u<o;++u)(l=s[u])&&e.call(l,l.__data__,u,s)&&a.push(l);return new an(r,this._parents)}function o1(e){return new Array(e.length)}function P6(){return new an(this._enter||this._groups.map(o1),this._parents)}function Zc(e,t){this.ownerDocument=e.ownerDocument,this.namespaceURI=e.namespaceURI,this._next=null,this._parent=e,this.__data__=t}Zc.prototype={constructor:Zc,appendChild:function(e){return this._parent.insertBefore(e,this._next)},insertBefore:function(e,t){return this._parent.insertBefore(e,t)},querySelector:function(e){return this._parent.querySelector(e)},querySelectorAll:function(e){return this._parent.querySelectorAll(e)}};function D6(e){return function(){return e}}function L6(e,t,n,r,i,s){for(var o=0,a,l=t.length,u=s.length;o<u;++o)(a=t[o])?(a.__data__=s[o],r[o]=a):n[o]=new Zc(e,s[o]);for(;o<l;++o)(a=t[o])&&(i[o]=a)}function O6(e,t,n,r,i,s,o){var a,l,u=new Map,c=t.length,d=s.length,f=new Array(c),p;for(a=0;a<c;++a)(l=t[a])&&(f[a]=p=o.call(l,l.__data__,a,t)+"",u.has(p)?i[a]=l:u.set(p,l));for(a=0;a<d;++a)p=o.call(e,s[a],a,s)+"",(l=u.get(p))?(r[a]=l,l.__data__=s[a],u.delete(p)):n[a]=new Zc(e,s[a]);for(a=0;a<c;++a)(l=t[a])&&u.get(f[a])===l&&(i[a]=l)}function N6(e){return e.__data__}function I6(e,t){if(!arguments.length)return Array.from(this,N6);var n=t?O6:L6,r=this._parents,i=this._groups;typeof e!="function"&&(e=D6(e));for(var s=i.length,o=new Array(s),a=new Array(s),l=new Array(s),u=0;u<s;++u){var c=r[u],d=i[u],f=d.length,p=z6(e.call(c,c&&c.__data__,u,r)),m=p.length,g=a[u]=new Array(m),y=o[u]=new Array(m),b=l[u]=new Array(f);n(c,d,g,y,b,p,t);for(var w=0,$=0,x,k;w<m;++w)if(x=g[w]){for(w>=$&&($=w+1);!(k=y[$])&&++$<m;);x._next=k||null}}return o=new an(o,r),o._enter=a,o._exit=l,o}function z6(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function B6(){return new an(this._exit||this._groups.map(o1),this._parents)}function H6(e,t,n){var r=this.enter(),i=this,s=this.exit();return typeof e=="function"?(r=e(r),r&&(r=r.selection())):r=r.append(e+""),t!=null&&(i=t(i),i&&(i=i.selection())),n==null?s.remove():n(s),r&&i?r.merge(i).order():i}function F6(e){for(var t=e.selection?e.selection():e,n=this._groups,r=t._groups,i=n.length,s=r.length,o=Math.min(i,s),a=new Array(i),l=0;l<o;++l)for(var u=n[l],c=r[l],d=u.length,f=a[l]=new Array(d),p,m=0;m<d;++m)(p=u[m]||c[m])&&(f[m]=p);for(;l<i;++l)a[l]=n[l];return new an(a,this._parents)}function V6(){for(var e=this._groups,t=-1,n=e.length;++t<n;)for(var r=e[t],i=r.length-1,s=r[i],o;--i>=0;)(o=r[i])&&(s&&o.compareDocumentPosition(s)^4&&s.parentNode.insertBefore(o,s),s=o);return this}function K6(e){e||(e=j6);function t(d,f){return d&&f?e(d.__data__,f.__data__):!d-!f}for(var n=this._groups,r=n.length,i=new Array(r),s=0;s<r;++s){for(var o=n[s],a=o.length,l=i[s]=new Array(a),u,c=0;c<a;++c)(u=o[c])&&(l[c]=u);l.sort(t)}return new an(i,this._parents).order()}function j6(e,t){return e<t?-1:e>t?1:e>=t?0:NaN}function q6(){var e=arguments[0];return arguments[0]=this,e.apply(null,arguments),this}function U6(){return Array.from(this)}function W6(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length;i<s;++i){var o=r[i];if(o)return o}return null}function G6(){let e=0;for(let t of this)++e;return e}function Y6(){return!this.node()}function X6(e){for(var t=this._groups,n=0,r=t.length;n<r;++n)for(var i=t[n],s=0,o=i.length,a;s<o;++s)(a=i[s])&&e.call(a,a.__data__,s,i);return this}function J6(e){return function(){this.removeAttribute(e)}}function Z6(e){return function(){this.removeAttributeNS(e.space,e.local)}}function Q6(e,t){return function(){this.setAttribute(e,t)}}function e5(e,t){return function(){this.setAttributeNS(e.space,e.local,t)}}function t5(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttribute(e):this.setAttribute(e,n)}}function n5(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttributeNS(e.space,e.local):this.setAttributeNS(e.space,e.local,n)}}function r5(e,t){var n=r1(e);if(arguments.length<2){var r=this.node();return n.local?r.getAttributeNS(n.space,n.local):r.getAttribute(n)}return this.each((t==null?n.local?Z6:J6:typeof t=="function"?n.local?n5:t5:n.local?e5:Q6)(n,t))}function a1(e){return e.ownerDocument&&e.ownerDocument.defaultView||e.document&&e||e.defaultView}function i5(e){return function(){this.style.removeProperty(e)}}function s5(e,t,n){return function(){this.style.setProperty(e,t,n)}}function o5(e,t,n){return function(){var r=t.apply(this,arguments);r==null?this.style.removeProperty(e):this.style.setProperty(e,r,n)}}function a5(e,t,n){return arguments.length>1?this.each((t==null?i5:typeof t=="function"?o5:s5)(e,t,n??"")):l5(this.node(),e)}function l5(e,t){return e.style.getPropertyValue(t)||a1(e).getComputedStyle(e,null).getPropertyValue(t)}function u5(e){return function(){delete this[e]}}function c5(e,t){return function(){this[e]=t}}function d5(e,t){return function(){var n=t.apply(this,arguments);n==null?delete this[e]:this[e]=n}}function f5(e,t){return arguments.length>1?this.each((t==null?u5:typeof t=="function"?d5:c5)(e,t)):this.node()[e]}function l1(e){return e.trim().split(/^|\s+/)}function Xh(e){return e.classList||new u1(e)}function u1(e){this._node=e,this._names=l1(e.getAttribute("class")||"")}u1.prototype={add:function(e){var t=this._names.indexOf(e);t<0&&(this._names.push(e),this._node.setAttribute("class",this._names.join(" ")))},remove:function(e){var t=this._names.indexOf(e);t>=0&&(this._names.splice(t,1),this._node.setAttribute("class",this._names.join(" ")))},contains:function(e){return this._names.indexOf(e)>=0}};function c1(e,t){for(var n=Xh(e),r=-1,i=t.length;++r<i;)n.add(t[r])}function d1(e,t){for(var n=Xh(e),r=-1,i=t.length;++r<i;)n.remove(t[r])}function p5(e){return function(){c1(this,e)}}function h5(e){return function(){d1(this,e)}}function m5(e,t){return function(){(t.apply(this,arguments)?c1:d1)(this,e)}}function g5(e,t){var n=l1(e+"");if(arguments.length<2){for(var r=Xh(this.node()),i=-1,s=n.length;++i<s;)if(!r.contains(n[i]))return!1;return!0}return this.each((typeof t=="function"?m5:t?p5:h5)(n,t))}function b5(){this.textContent=""}function y5(e){return function(){this.textContent=e}}function v5(e){return function(){var t=e.apply(this,arguments);this.textContent=t??""}}function w5(e){return arguments.length?this.each(e==null?b5:(typeof e=="function"?v5:y5)(e)):this.node().textContent}function x5(){this.innerHTML=""}function $5(e){return function(){this.innerHTML=e}}function _5(e){return function(){var t=e.apply(this,arguments);this.innerHTML=t??""}}function S5(e){return arguments.length?this.each(e==null?x5:(typeof e=="function"?_5:$5)(e)):this.node().innerHTML}function k5(){this.nextSibling&&this.parentNode.appendChild(this)}function T5(){return this.each(k5)}function R5(){this.previousSibling&&this.parentNode.insertBefore(this,this.parentNode.firstChild)}function C5(){return this.each(R5)}function M5(e){var t=typeof e=="function"?e:Oo(e);return this.select(function(){return this.appendChild(t.apply(this,arguments))})}function E5(){return null}function A5(e,t){var n=typeof e=="function"?e:Oo(e),r=t==null?E5:typeof t=="function"?t:i1(t);return this.select(function(){return this.insertBefore(n.apply(this,arguments),r.apply(this,arguments)||null)})}function P5(){var e=this.parentNode;e&&e.removeChild(this)}function D5(){return this.each(P5)}function L5(){var e=this.cloneNode(!1),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function O5(){var e=this.cloneNode(!0),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function N5(e){return this.select(e?O5:L5)}function I5(e){return arguments.length?this.property("__data__",e):this.node().__data__}function z5(e){return function(t){e.call(this,t,this.__data__)}}function B5(e){return e.trim().split(/^|\s+/).map(function(t){var n="",r=t.indexOf(".");return r>=0&&(n=t.slice(r+1),t=t.slice(0,r)),{type:t,name:n}})}function H5(e){return function(){var t=this.__on;if(t){for(var n=0,r=-1,i=t.length,s;n<i;++n)s=t[n],(!e.type||s.type===e.type)&&s.name===e.name?this.removeEventListener(s.type,s.listener,s.options):t[++r]=s;++r?t.length=r:delete this.__on}}}function F5(e,t,n){return function(){var r=this.__on,i,s=z5(t);if(r){for(var o=0,a=r.length;o<a;++o)if((i=r[o]).type===e.type&&i.name===e.name){this.removeEventListener(i.type,i.listener,i.options),this.addEventListener(i.type,i.listener=s,i.options=n),i.value=t;return}}this.addEventListener(e.type,s,n),i={type:e.type,name:e.name,value:t,listener:s,options:n},r?r.push(i):this.__on=[i]}}function V5(e,t,n){var r=B5(e+""),i,s=r.length,o;if(arguments.length<2){var a=this.node().__on;if(a){for(var l=0,u=a.length,c;l<u;++l)for(i=0,c=a[l];i<s;++i)if((o=r[i]).type===c.type&&o.name===c.name)return c.value}return}for(a=t?F5:H5,i=0;i<s;++i)this.each(a(r[i],t,n));return this}function f1(e,t,n){var r=a1(e),i=r.CustomEvent;typeof i=="function"?i=new i(t,n):(i=r.document.createEvent("Event"),n?(i.initEvent(t,n.bubbles,n.cancelable),i.detail=n.detail):i.initEvent(t,!1,!1)),e.dispatchEvent(i)}function K5(e,t){return function(){return f1(this,e,t)}}function j5(e,t){return function(){return f1(this,e,t.apply(this,arguments))}}function q5(e,t){return this.each((typeof t=="function"?j5:K5)(e,t))}function*U5(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length,o;i<s;++i)(o=r[i])&&(yield o)}var p1=[null];function an(e,t){this._groups=e,this._parents=t}function W5(){return new an([[document.documentElement]],p1)}function G5(){return this}an.prototype=W5.prototype={constructor:an,select:g6,selectAll:x6,selectChild:T6,selectChildren:E6,filter:A6,data:I6,enter:P6,exit:B6,join:H6,merge:F6,selection:G5,order:V6,sort:K6,call:q6,nodes:U6,node:W6,size:G6,empty:Y6,each:X6,attr:r5,style:a5,property:f5,classed:g5,text:w5,html:S5,raise:T5,lower:C5,append:M5,insert:A5,remove:D5,clone:N5,datum:I5,on:V5,dispatch:q5,[Symbol.iterator]:U5};function Vn(e){return typeof e=="string"?new an([[document.querySelector(e)]],[document.documentElement]):new an([[e]],p1)}var Y5=0;function X5(){return new Yh}function Yh(){this._="@"+(++Y5).toString(36)}Yh.prototype=X5.prototype={constructor:Yh,get:function(e){for(var t=this._;!(t in e);)if(!(e=e.parentNode))return;return e[t]},set:function(e,t){return e[this._]=t},remove:function(e){return this._ in e&&delete e[this._]},toString:function(){return this._}};function J5(e){let t;for(;t=e.sourceEvent;)e=t;return e}function h1(e,t){if(e=J5(e),t===void 0&&(t=e.currentTarget),t){var n=t.ownerSVGElement||t;if(n.createSVGPoint){var r=n.createSVGPoint();return r.x=e.clientX,r.y=e.clientY,r=r.matrixTransform(t.getScreenCTM().inverse()),[r.x,r.y]}if(t.getBoundingClientRect){var i=t.getBoundingClientRect();return[e.clientX-i.left-t.clientLeft,e.clientY-i.top-t.clientTop]}}return[e.pageX,e.pageY]}function Bo(e,t,n){e.prototype=t.prototype=n,n.constructor=e}function wl(e,t){var n=Object.create(e.prototype);for(var r in t)n[r]=t[r];return n}function Ni(){}var Ps=.7,zo=1/Ps,No="\\s*([+-]?\\d+)\\s*",yl="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)\\s*",dr="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)%\\s*",Z5=/^#([0-9a-f]{3,8})$/,Q5=new RegExp(`^rgb\\(${No},${No},${No}\\)$`),e4=new RegExp(`^rgb\\(${dr},${dr},${dr}\\)$`),t4=new RegExp(`^rgba\\(${No},${No},${No},${yl}\\)$`),n4=new RegExp(`^rgba\\(${dr},${dr},${dr},${yl}\\)$`),r4=new RegExp(`^hsl\\(${yl},${dr},${dr}\\)$`),i4=new RegExp(`^hsla\\(${yl},${dr},${dr},${yl}\\)$`),m1={aliceblue:15792383,antiquewhite:16444375,aqua:65535,aquamarine:8388564,azure:15794175,beige:16119260,bisque:16770244,black:0,blanchedalmond:16772045,blue:255,blueviolet:9055202,brown:10824234,burlywood:14596231,cadetblue:6266528,chartreuse:8388352,chocolate:13789470,coral:16744272,cornflowerblue:6591981,cornsilk:16775388,crimson:14423100,cyan:65535,darkblue:139,darkcyan:35723,darkgoldenrod:12092939,darkgray:11119017,darkgreen:25600,darkgrey:11119017,darkkhaki:12433259,darkmagenta:9109643,darkolivegreen:5597999,darkorange:16747520,darkorchid:10040012,darkred:9109504,darksalmon:15308410,darkseagreen:9419919,darkslateblue:4734347,darkslategray:3100495,darkslategrey:3100495,darkturquoise:52945,darkviolet:9699539,deeppink:16716947,deepskyblue:49151,dimgray:6908265,dimgrey:6908265,dodgerblue:2003199,firebrick:11674146,floralwhite:16775920,forestgreen:2263842,fuchsia:16711935,gainsboro:14474460,ghostwhite:16316671,gold:16766720,goldenrod:14329120,gray:8421504,green:32768,greenyellow:11403055,grey:8421504,honeydew:15794160,hotpink:16738740,indianred:13458524,indigo:4915330,ivory:16777200,khaki:15787660,lavender:15132410,lavenderblush:16773365,lawngreen:8190976,lemonchiffon:16775885,lightblue:11393254,lightcoral:15761536,lightcyan:14745599,lightgoldenrodyellow:16448210,lightgray:13882323,lightgreen:9498256,lightgrey:13882323,lightpink:16758465,lightsalmon:16752762,lightseagreen:2142890,lightskyblue:8900346,lightslategray:7833753,lightslategrey:7833753,lightsteelblue:11584734,lightyellow:16777184,lime:65280,limegreen:3329330,linen:16445670,magenta:16711935,maroon:8388608,mediumaquamarine:6737322,mediumblue:205,mediumorchid:12211667,mediumpurple:9662683,mediumseagreen:3978097,mediumslateblue:8087790,mediumspringgreen:64154,mediumturquoise:4772300,mediumvioletred:13047173,midnightblue:1644912,mintcream:16121850,mistyrose:16770273,moccasin:16770229,navajowhite:16768685,navy:128,oldlace:16643558,olive:8421376,olivedrab:7048739,orange:16753920,orangered:16729344,orchid:14315734,palegoldenrod:15657130,palegreen:10025880,paleturquoise:11529966,palevioletred:14381203,papayawhip:16773077,peachpuff:16767673,peru:13468991,pink:16761035,plum:14524637,powderblue:11591910,purple:8388736,rebeccapurple:6697881,red:16711680,rosybrown:12357519,royalblue:4286945,saddlebrown:9127187,salmon:16416882,sandybrown:16032864,seagreen:3050327,seashell:16774638,sienna:10506797,silver:12632256,skyblue:8900331,slateblue:6970061,slategray:7372944,slategrey:7372944,snow:16775930,springgreen:65407,steelblue:4620980,tan:13808780,teal:32896,thistle:14204888,tomato:16737095,turquoise:4251856,violet:15631086,wheat:16113331,white:16777215,whitesmoke:16119285,yellow:16776960,yellowgreen:10145074};Bo(Ni,Ho,{copy(e){return Object.assign(new this.constructor,this,e)},displayable(){return this.rgb().displayable()},hex:g1,formatHex:g1,formatHex8:s4,formatHsl:o4,formatRgb:b1,toString:b1});function g1(){return this.rgb().formatHex()}function s4(){return this.rgb().formatHex8()}function o4(){return T1(this).formatHsl()}function b1(){return this.rgb().formatRgb()}function Ho(e){var t,n;return e=(e+"").trim().toLowerCase(),(t=Z5.exec(e))?(n=t[1].length,t=parseInt(t[1],16),n===6?y1(t):n===3?new bt(t>>8&15|t>>4&240,t>>4&15|t&240,(t&15)<<4|t&15,1):n===8?Qc(t>>24&255,t>>16&255,t>>8&255,(t&255)/255):n===4?Qc(t>>12&15|t>>8&240,t>>8&15|t>>4&240,t>>4&15|t&240,((t&15)<<4|t&15)/255):null):(t=Q5.exec(e))?new bt(t[1],t[2],t[3],1):(t=e4.exec(e))?new bt(t[1]*255/100,t[2]*255/100,t[3]*255/100,1):(t=t4.exec(e))?Qc(t[1],t[2],t[3],t[4]):(t=n4.exec(e))?Qc(t[1]*255/100,t[2]*255/100,t[3]*255/100,t[4]):(t=r4.exec(e))?x1(t[1],t[2]/100,t[3]/100,1):(t=i4.exec(e))?x1(t[1],t[2]/100,t[3]/100,t[4]):m1.hasOwnProperty(e)?y1(m1[e]):e==="transparent"?new bt(NaN,NaN,NaN,0):null}function y1(e){return new bt(e>>16&255,e>>8&255,e&255,1)}function Qc(e,t,n,r){return r<=0&&(e=t=n=NaN),new bt(e,t,n,r)}function nm(e){return e instanceof Ni||(e=Ho(e)),e?(e=e.rgb(),new bt(e.r,e.g,e.b,e.opacity)):new bt}function jn(e,t,n,r){return arguments.length===1?nm(e):new bt(e,t,n,r??1)}function bt(e,t,n,r){this.r=+e,this.g=+t,this.b=+n,this.opacity=+r}Bo(bt,jn,wl(Ni,{brighter(e){return e=e==null?zo:Math.pow(zo,e),new bt(this.r*e,this.g*e,this.b*e,this.opacity)},darker(e){return e=e==null?Ps:Math.pow(Ps,e),new bt(this.r*e,this.g*e,this.b*e,this.opacity)},rgb(){return this},clamp(){return new bt(Es(this.r),Es(this.g),Es(this.b),td(this.opacity))},displayable(){return-.5<=this.r&&this.r<255.5&&-.5<=this.g&&this.g<255.5&&-.5<=this.b&&this.b<255.5&&0<=this.opacity&&this.opacity<=1},hex:v1,formatHex:v1,formatHex8:a4,formatRgb:w1,toString:w1}));function v1(){return`#${Ms(this.r)}${Ms(this.g)}${Ms(this.b)}`}function a4(){return`#${Ms(this.r)}${Ms(this.g)}${Ms(this.b)}${Ms((isNaN(this.opacity)?1:this.opacity)*255)}`}function w1(){let e=td(this.opacity);return`${e===1?"rgb(":"rgba("}${Es(this.r)}, ${Es(this.g)}, ${Es(this.b)}${e===1?")":`, ${e})`}`}function td(e){return isNaN(e)?1:Math.max(0,Math.min(1,e))}function Es(e){return Math.max(0,Math.min(255,Math.round(e)||0))}function Ms(e){return e=Es(e),(e<16?"0":"")+e.toString(16)}function x1(e,t,n,r){return r<=0?e=t=n=NaN:n<=0||n>=1?e=t=NaN:t<=0&&(e=NaN),new Kn(e,t,n,r)}function T1(e){if(e instanceof Kn)return new Kn(e.h,e.s,e.l,e.opacity);if(e instanceof Ni||(e=Ho(e)),!e)return new Kn;if(e instanceof Kn)return e;e=e.rgb();var t=e.r/255,n=e.g/255,r=e.b/255,i=Math.min(t,n,r),s=Math.max(t,n,r),o=NaN,a=s-i,l=(s+i)/2;return a?(t===s?o=(n-r)/a+(n<r)*6:n===s?o=(r-t)/a+2:o=(t-n)/a+4,a/=l<.5?s+i:2-s-i,o*=60):a=l>0&&l<1?0:o,new Kn(o,a,l,e.opacity)}function rd(e,t,n,r){return arguments.length===1?T1(e):new Kn(e,t,n,r??1)}function Kn(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}Bo(Kn,rd,wl(Ni,{brighter(e){return e=e==null?zo:Math.pow(zo,e),new Kn(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?Ps:Math.pow(Ps,e),new Kn(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=this.h%360+(this.h<0)*360,t=isNaN(e)||isNaN(this.s)?0:this.s,n=this.l,r=n+(n<.5?n:1-n)*t,i=2*n-r;return new bt(Jh(e>=240?e-240:e+120,i,r),Jh(e,i,r),Jh(e<120?e+240:e-120,i,r),this.opacity)},clamp(){return new Kn($1(this.h),ed(this.s),ed(this.l),td(this.opacity))},displayable(){return(0<=this.s&&this.s<=1||isNaN(this.s))&&0<=this.l&&this.l<=1&&0<=this.opacity&&this.opacity<=1},formatHsl(){let e=td(this.opacity);return`${e===1?"hsl(":"hsla("}${$1(this.h)}, ${ed(this.s)*100}%, ${ed(this.l)*100}%${e===1?")":`, ${e})`}`}}));function $1(e){return e=(e||0)%360,e<0?e+360:e}function ed(e){return Math.max(0,Math.min(1,e||0))}function Jh(e,t,n){return(e<60?t+(n-t)*e/60:e<180?n:e<240?t+(n-t)*(240-e)/60:t)*255}var R1=Math.PI/180,C1=180/Math.PI,nd=18,M1=.96422,E1=1,A1=.82521,P1=4/29,Io=6/29,D1=3*Io*Io,l4=Io*Io*Io;function L1(e){if(e instanceof fr)return new fr(e.l,e.a,e.b,e.opacity);if(e instanceof ei)return O1(e);e instanceof bt||(e=nm(e));var t=tm(e.r),n=tm(e.g),r=tm(e.b),i=Zh((.2225045*t+.7168786*n+.0606169*r)/E1),s,o;return t===n&&n===r?s=o=i:(s=Zh((.4360747*t+.3850649*n+.1430804*r)/M1),o=Zh((.0139322*t+.0971045*n+.7141733*r)/A1)),new fr(116*i-16,500*(s-i),200*(i-o),e.opacity)}function id(e,t,n,r){return arguments.length===1?L1(e):new fr(e,t,n,r??1)}function fr(e,t,n,r){this.l=+e,this.a=+t,this.b=+n,this.opacity=+r}Bo(fr,id,wl(Ni,{brighter(e){return new fr(this.l+nd*(e??1),this.a,this.b,this.opacity)},darker(e){return new fr(this.l-nd*(e??1),this.a,this.b,this.opacity)},rgb(){var e=(this.l+16)/116,t=isNaN(this.a)?e:e+this.a/500,n=isNaN(this.b)?e:e-this.b/200;return t=M1*Qh(t),e=E1*Qh(e),n=A1*Qh(n),new bt(em(3.1338561*t-1.6168667*e-.4906146*n),em(-.9787684*t+1.9161415*e+.033454*n),em(.0719453*t-.2289914*e+1.4052427*n),this.opacity)}}));function Zh(e){return e>l4?Math.pow(e,1/3):e/D1+P1}function Qh(e){return e>Io?e*e*e:D1*(e-P1)}function em(e){return 255*(e<=.0031308?12.92*e:1.055*Math.pow(e,1/2.4)-.055)}function tm(e){return(e/=255)<=.04045?e/12.92:Math.pow((e+.055)/1.055,2.4)}function u4(e){if(e instanceof ei)return new ei(e.h,e.c,e.l,e.opacity);if(e instanceof fr||(e=L1(e)),e.a===0&&e.b===0)return new ei(NaN,0<e.l&&e.l<100?0:NaN,e.l,e.opacity);var t=Math.atan2(e.b,e.a)*C1;return new ei(t<0?t+360:t,Math.sqrt(e.a*e.a+e.b*e.b),e.l,e.opacity)}function sd(e,t,n,r){return arguments.length===1?u4(e):new ei(e,t,n,r??1)}function ei(e,t,n,r){this.h=+e,this.c=+t,this.l=+n,this.opacity=+r}function O1(e){if(isNaN(e.h))return new fr(e.l,0,0,e.opacity);var t=e.h*R1;return new fr(e.l,Math.cos(t)*e.c,Math.sin(t)*e.c,e.opacity)}Bo(ei,sd,wl(Ni,{brighter(e){return new ei(this.h,this.c,this.l+nd*(e??1),this.opacity)},darker(e){return new ei(this.h,this.c,this.l-nd*(e??1),this.opacity)},rgb(){return O1(this).rgb()}}));var N1=-.14861,rm=1.78277,im=-.29227,od=-.90649,vl=1.97294,_1=vl*od,S1=vl*rm,k1=rm*im-od*N1;function c4(e){if(e instanceof As)return new As(e.h,e.s,e.l,e.opacity);e instanceof bt||(e=nm(e));var t=e.r/255,n=e.g/255,r=e.b/255,i=(k1*r+_1*t-S1*n)/(k1+_1-S1),s=r-i,o=(vl*(n-i)-im*s)/od,a=Math.sqrt(o*o+s*s)/(vl*i*(1-i)),l=a?Math.atan2(o,s)*C1-120:NaN;return new As(l<0?l+360:l,a,i,e.opacity)}function xn(e,t,n,r){return arguments.length===1?c4(e):new As(e,t,n,r??1)}function As(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}Bo(As,xn,wl(Ni,{brighter(e){return e=e==null?zo:Math.pow(zo,e),new As(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?Ps:Math.pow(Ps,e),new As(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=isNaN(this.h)?0:(this.h+120)*R1,t=+this.l,n=isNaN(this.s)?0:this.s*t*(1-t),r=Math.cos(e),i=Math.sin(e);return new bt(255*(t+n*(N1*r+rm*i)),255*(t+n*(im*r+od*i)),255*(t+n*(vl*r)),this.opacity)}}));function B1(e,t,n,r,i){var s=e*e,o=s*e;return((1-3*e+3*s-o)*t+(4-6*s+3*o)*n+(1+3*e+3*s-3*o)*r+o*i)/6}function d4(e){var t=e.length-1;return function(n){var r=n<=0?n=0:n>=1?(n=1,t-1):Math.floor(n*t),i=e[r],s=e[r+1],o=r>0?e[r-1]:2*i-s,a=r<t-1?e[r+2]:2*s-i;return B1((n-r/t)*t,o,i,s,a)}}function f4(e){var t=e.length;return function(n){var r=Math.floor(((n%=1)<0?++n:n)*t),i=e[(r+t-1)%t],s=e[r%t],o=e[(r+1)%t],a=e[(r+2)%t];return B1((n-r/t)*t,i,s,o,a)}}var ld=e=>()=>e;function H1(e,t){return function(n){return e+n*t}}function p4(e,t,n){return e=Math.pow(e,n),t=Math.pow(t,n)-e,n=1/n,function(r){return Math.pow(e+r*t,n)}}function lm(e,t){var n=t-e;return n?H1(e,n>180||n<-180?n-360*Math.round(n/360):n):ld(isNaN(e)?t:e)}function h4(e){return(e=+e)==1?yt:function(t,n){return n-t?p4(t,n,e):ld(isNaN(t)?n:t)}}function yt(e,t){var n=t-e;return n?H1(e,n):ld(isNaN(e)?t:e)}var Ds=(function e(t){var n=h4(t);function r(i,s){var o=n((i=jn(i)).r,(s=jn(s)).r),a=n(i.g,s.g),l=n(i.b,s.b),u=yt(i.opacity,s.opacity);return function(c){return i.r=o(c),i.g=a(c),i.b=l(c),i.opacity=u(c),i+""}}return r.gamma=e,r})(1);function F1(e){return function(t){var n=t.length,r=new Array(n),i=new Array(n),s=new Array(n),o,a;for(o=0;o<n;++o)a=jn(t[o]),r[o]=a.r||0,i[o]=a.g||0,s[o]=a.b||0;return r=e(r),i=e(i),s=e(s),a.opacity=1,function(l){return a.r=r(l),a.g=i(l),a.b=s(l),a+""}}}var V1=F1(d4),XB=F1(f4);function m4(e,t){t||(t=[]);var n=e?Math.min(t.length,e.length):0,r=t.slice(),i;return function(s){for(i=0;i<n;++i)r[i]=e[i]*(1-s)+t[i]*s;return r}}function g4(e){return ArrayBuffer.isView(e)&&!(e instanceof DataView)}function b4(e,t){var n=t?t.length:0,r=e?Math.min(n,e.length):0,i=new Array(r),s=new Array(n),o;for(o=0;o<r;++o)i[o]=Fo(e[o],t[o]);for(;o<n;++o)s[o]=t[o];return function(a){for(o=0;o<r;++o)s[o]=i[o](a);return s}}function y4(e,t){var n=new Date;return e=+e,t=+t,function(r){return n.setTime(e*(1-r)+t*r),n}}function dt(e,t){return e=+e,t=+t,function(n){return e*(1-n)+t*n}}function v4(e,t){var n={},r={},i;(e===null||typeof e!="object")&&(e={}),(t===null||typeof t!="object")&&(t={});for(i in t)i in e?n[i]=Fo(e[i],t[i]):r[i]=t[i];return function(s){for(i in n)r[i]=n[i](s);return r}}var om=/[-+]?(?:\d+\.?\d*|\.?\d+)(?:[eE][-+]?\d+)?/g,sm=new RegExp(om.source,"g");function w4(e){return function(){return e}}function x4(e){return function(t){return e(t)+""}}function $4(e,t){var n=om.lastIndex=sm.lastIndex=0,r,i,s,o=-1,a=[],l=[];for(e=e+"",t=t+"";(r=om.exec(e))&&(i=sm.exec(t));)(s=i.index)>n&&(s=t.slice(n,s),a[o]?a[o]+=s:a[++o]=s),(r=r[0])===(i=i[0])?a[o]?a[o]+=i:a[++o]=i:(a[++o]=null,l.push({i:o,x:dt(r,i)})),n=sm.lastIndex;return n<t.length&&(s=t.slice(n),a[o]?a[o]+=s:a[++o]=s),a.length<2?l[0]?x4(l[0].x):w4(t):(t=l.length,function(u){for(var c=0,d;c<t;++c)a[(d=l[c]).i]=d.x(u);return a.join("")})}function Fo(e,t){var n=typeof t,r;return t==null||n==="boolean"?ld(t):(n==="number"?dt:n==="string"?(r=Ho(t))?(t=r,Ds):$4:t instanceof Ho?Ds:t instanceof Date?y4:g4(t)?m4:Array.isArray(t)?b4:typeof t.valueOf!="function"&&typeof t.toString!="function"||isNaN(t)?v4:dt)(e,t)}function xl(e,t){return e=+e,t=+t,function(n){return Math.round(e*(1-n)+t*n)}}var I1=180/Math.PI,am={translateX:0,translateY:0,rotate:0,skewX:0,scaleX:1,scaleY:1};function K1(e,t,n,r,i,s){var o,a,l;return(o=Math.sqrt(e*e+t*t))&&(e/=o,t/=o),(l=e*n+t*r)&&(n-=e*l,r-=t*l),(a=Math.sqrt(n*n+r*r))&&(n/=a,r/=a,l/=a),e*r<t*n&&(e=-e,t=-t,l=-l,o=-o),{translateX:i,translateY:s,rotate:Math.atan2(t,e)*I1,skewX:Math.atan(l)*I1,scaleX:o,scaleY:a}}var ad;function _4(e){let t=new(typeof DOMMatrix=="function"?DOMMatrix:WebKitCSSMatrix)(e+"");return t.isIdentity?am:K1(t.a,t.b,t.c,t.d,t.e,t.f)}function S4(e){return e==null||(ad||(ad=document.createElementNS("http://www.w3.org/2000/svg","g")),ad.setAttribute("transform",e),!(e=ad.transform.baseVal.consolidate()))?am:(e=e.matrix,K1(e.a,e.b,e.c,e.d,e.e,e.f))}function j1(e,t,n,r){function i(u){return u.length?u.pop()+" ":""}function s(u,c,d,f,p,m){if(u!==d||c!==f){var g=p.push("translate(",null,t,null,n);m.push({i:g-4,x:dt(u,d)},{i:g-2,x:dt(c,f)})}else(d||f)&&p.push("translate("+d+t+f+n)}function o(u,c,d,f){u!==c?(u-c>180?c+=360:c-u>180&&(u+=360),f.push({i:d.push(i(d)+"rotate(",null,r)-2,x:dt(u,c)})):c&&d.push(i(d)+"rotate("+c+r)}function a(u,c,d,f){u!==c?f.push({i:d.push(i(d)+"skewX(",null,r)-2,x:dt(u,c)}):c&&d.push(i(d)+"skewX("+c+r)}function l(u,c,d,f,p,m){if(u!==d||c!==f){var g=p.push(i(p)+"scale(",null,",",null,")");m.push({i:g-4,x:dt(u,d)},{i:g-2,x:dt(c,f)})}else(d!==1||f!==1)&&p.push(i(p)+"scale("+d+","+f+")")}return function(u,c){var d=[],f=[];return u=e(u),c=e(c),s(u.translateX,u.translateY,c.translateX,c.translateY,d,f),o(u.rotate,c.rotate,d,f),a(u.skewX,c.skewX,d,f),l(u.scaleX,u.scaleY,c.scaleX,c.scaleY,d,f),u=c=null,function(p){for(var m=-1,g=f.length,y;++m<g;)d[(y=f[m]).i]=y.x(p);return d.join("")}}}var JB=j1(_4,"px, ","px)","deg)"),ZB=j1(S4,", ",")",")"),k4=1e-12;function z1(e){return((e=Math.exp(e))+1/e)/2}function T4(e){return((e=Math.exp(e))-1/e)/2}function R4(e){return((e=Math.exp(2*e))-1)/(e+1)}var QB=(function e(t,n,r){function i(s,o){var a=s[0],l=s[1],u=s[2],c=o[0],d=o[1],f=o[2],p=c-a,m=d-l,g=p*p+m*m,y,b;if(g<k4)b=Math.log(f/u)/t,y=function(S){return[a+S*p,l+S*m,u*Math.exp(t*S*b)]};else{var w=Math.sqrt(g),$=(f*f-u*u+r*g)/(2*u*n*w),x=(f*f-u*u-r*g)/(2*f*n*w),k=Math.log(Math.sqrt($*$+1)-$),_=Math.log(Math.sqrt(x*x+1)-x);b=(_-k)/t,y=function(S){var T=S*b,E=z1(k),O=u/(n*w)*(E*R4(t*T+k)-T4(k));return[a+O*p,l+O*m,u*E/z1(t*T+k)]}}return y.duration=Math.abs(b)*1e3*t/Math.SQRT2,y}return i.rho=function(s){var o=Math.max(.001,+s),a=o*o,l=a*a;return e(o,a,l)},i})(Math.SQRT2,2,4);function q1(e){return function(t,n){var r=e((t=rd(t)).h,(n=rd(n)).h),i=yt(t.s,n.s),s=yt(t.l,n.l),o=yt(t.opacity,n.opacity);return function(a){return t.h=r(a),t.s=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var U1=q1(lm),eH=q1(yt);function W1(e,t){var n=yt((e=id(e)).l,(t=id(t)).l),r=yt(e.a,t.a),i=yt(e.b,t.b),s=yt(e.opacity,t.opacity);return function(o){return e.l=n(o),e.a=r(o),e.b=i(o),e.opacity=s(o),e+""}}function G1(e){return function(t,n){var r=e((t=sd(t)).h,(n=sd(n)).h),i=yt(t.c,n.c),s=yt(t.l,n.l),o=yt(t.opacity,n.opacity);return function(a){return t.h=r(a),t.c=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var Y1=G1(lm),tH=G1(yt);function X1(e){return(function t(n){n=+n;function r(i,s){var o=e((i=xn(i)).h,(s=xn(s)).h),a=yt(i.s,s.s),l=yt(i.l,s.l),u=yt(i.opacity,s.opacity);return function(c){return i.h=o(c),i.s=a(c),i.l=l(Math.pow(c,n)),i.opacity=u(c),i+""}}return r.gamma=t,r})(1)}var nH=X1(lm),ud=X1(yt);function Ii(e,t){t===void 0&&(t=e,e=Fo);for(var n=0,r=t.length-1,i=t[0],s=new Array(r<0?0:r);n<r;)s[n]=e(i,i=t[++n]);return function(o){var a=Math.max(0,Math.min(r-1,Math.floor(o*=r)));return s[a](o-a)}}function Bt(e,t){for(var n=new Array(t),r=0;r<t;++r)n[r]=e(r/(t-1));return n}var $l=Math.PI,um=2*$l,Ls=1e-6,C4=um-Ls;function J1(e){this._+=e[0];for(let t=1,n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function M4(e){let t=Math.floor(e);if(!(t>=0))throw new Error(`invalid digits: ${e}`);if(t>15)return J1;let n=10**t;return function(r){this._+=r[0];for(let i=1,s=r.length;i<s;++i)this._+=Math.round(arguments[i]*n)/n+r[i]}}function Z1(e,t,n,r){return e===n&&t===r}function E4(e){let t=Math.floor(e);if(!(t<=15))return Z1;let n=10**t,r=function(i){return Math.round(i*n)};return function(i,s,o,a){return r(i)===r(o)&&r(s)===r(a)}}var Os=class{constructor(t){this._x0=this._y0=this._x1=this._y1=null,this._="",this._append=t==null?J1:M4(t),this._equal=t==null?Z1:E4(t)}moveTo(t,n){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}`}closePath(){this._x1!==null&&(this._x1=this._x0,this._y1=this._y0,this._append`Z`)}lineTo(t,n){this._append`L${this._x1=+t},${this._y1=+n}`}quadraticCurveTo(t,n,r,i){this._append`Q${+t},${+n},${this._x1=+r},${this._y1=+i}`}bezierCurveTo(t,n,r,i,s,o){this._append`C${+t},${+n},${+r},${+i},${this._x1=+s},${this._y1=+o}`}arcTo(t,n,r,i,s){if(t=+t,n=+n,r=+r,i=+i,s=+s,s<0)throw new Error(`negative radius: ${s}`);let o=this._x1,a=this._y1,l=r-t,u=i-n,c=o-t,d=a-n,f=c*c+d*d;if(this._x1===null)this._append`M${this._x1=t},${this._y1=n}`;else if(f>Ls)if(!(Math.abs(d*l-u*c)>Ls)||!s)this._append`L${this._x1=t},${this._y1=n}`;else{let p=r-o,m=i-a,g=l*l+u*u,y=p*p+m*m,b=Math.sqrt(g),w=Math.sqrt(f),$=s*Math.tan(($l-Math.acos((g+f-y)/(2*b*w)))/2),x=$/w,k=$/b;Math.abs(x-1)>Ls&&this._append`L${t+x*c},${n+x*d}`,this._append`A${s},${s},0,0,${+(d*p>c*m)},${this._x1=t+k*l},${this._y1=n+k*u}`}}arc(t,n,r,i,s,o){if(t=+t,n=+n,r=+r,o=!!o,r<0)throw new Error(`negative radius: ${r}`);let a=r*Math.cos(i),l=r*Math.sin(i),u=t+a,c=n+l,d=1^o,f=o?i-s:s-i;if(this._x1===null?this._append`M${u},${c}`:(Math.abs(this._x1-u)>Ls||Math.abs(this._y1-c)>Ls)&&this._append`L${u},${c}`,!!r){if(f<0&&(f=f%um+um),f>C4)this._append`A${r},${r},0,1,${d},${t-a},${n-l}A${r},${r},0,1,${d},${this._x1=u},${this._y1=c}`;else if(f>Ls){let p=t+r*Math.cos(s),m=n+r*Math.sin(s);if(f>=$l&&this._equal(u,c,p,m)){f/=2;let g=i+f;this._append`A${r},${r},0,${+(f>=$l)},${d},${t+r*Math.cos(g)},${n+r*Math.sin(g)}`}this._append`A${r},${r},0,${+(f>=$l)},${d},${this._x1=p},${this._y1=m}`}}}rect(t,n,r,i){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}h${r=+r}v${+i}h${-r}Z`}toString(){return this._}};function A4(){return new Os}A4.prototype=Os.prototype;function pr(e=3){return new Os(+e)}function P4(e){return Math.abs(e=Math.round(e))>=1e21?e.toLocaleString("en").replace(/,/g,""):e.toString(10)}function dd(e,t){if(!isFinite(e)||e===0)return null;var n=(e=t?e.toExponential(t-1):e.toExponential()).indexOf("e"),r=e.slice(0,n);return[r.length>1?r[0]+r.slice(2):r,+e.slice(n+1)]}function Vo(e){return e=dd(Math.abs(e)),e?e[1]:NaN}function D4(e,t){return function(n,r){for(var i=n.length,s=[],o=0,a=e[0],l=0;i>0&&a>0&&(l+a+1>r&&(a=Math.max(1,r-l)),s.push(n.substring(i-=a,i+a)),!((l+=a+1)>r));)a=e[o=(o+1)%e.length];return s.reverse().join(t)}}function L4(e){return function(t){return t.replace(/[0-9]/g,function(n){return e[+n]})}}var O4=/^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;function Ko(e){if(!(t=O4.exec(e)))throw new Error("invalid format: "+e);var t;return new cm({fill:t[1],align:t[2],sign:t[3],symbol:t[4],zero:t[5],width:t[6],comma:t[7],precision:t[8]&&t[8].slice(1),trim:t[9],type:t[10]})}Ko.prototype=cm.prototype;function cm(e){this.fill=e.fill===void 0?" ":e.fill+"",this.align=e.align===void 0?">":e.align+"",this.sign=e.sign===void 0?"-":e.sign+"",this.symbol=e.symbol===void 0?"":e.symbol+"",this.zero=!!e.zero,this.width=e.width===void 0?void 0:+e.width,this.comma=!!e.comma,this.precision=e.precision===void 0?void 0:+e.precision,this.trim=!!e.trim,this.type=e.type===void 0?"":e.type+""}cm.prototype.toString=function(){return this.fill+this.align+this.sign+this.symbol+(this.zero?"0":"")+(this.width===void 0?"":Math.max(1,this.width|0))+(this.comma?",":"")+(this.precision===void 0?"":"."+Math.max(0,this.precision|0))+(this.trim?"~":"")+this.type};function N4(e){e:for(var t=e.length,n=1,r=-1,i;n<t;++n)switch(e[n]){case".":r=i=n;break;case"0":r===0&&(r=n),i=n;break;default:if(!+e[n])break e;r>0&&(r=0);break}return r>0?e.slice(0,r)+e.slice(i+1):e}var fd;function I4(e,t){var n=dd(e,t);if(!n)return fd=void 0,e.toPrecision(t);var r=n[0],i=n[1],s=i-(fd=Math.max(-8,Math.min(8,Math.floor(i/3)))*3)+1,o=r.length;return s===o?r:s>o?r+new Array(s-o+1).join("0"):s>0?r.slice(0,s)+"."+r.slice(s):"0."+new Array(1-s).join("0")+dd(e,Math.max(0,t+s-1))[0]}function Q1(e,t){var n=dd(e,t);if(!n)return e+"";var r=n[0],i=n[1];return i<0?"0."+new Array(-i).join("0")+r:r.length>i+1?r.slice(0,i+1)+"."+r.slice(i+1):r+new Array(i-r.length+2).join("0")}var e$={"%":(e,t)=>(e*100).toFixed(t),b:e=>Math.round(e).toString(2),c:e=>e+"",d:P4,e:(e,t)=>e.toExponential(t),f:(e,t)=>e.toFixed(t),g:(e,t)=>e.toPrecision(t),o:e=>Math.round(e).toString(8),p:(e,t)=>Q1(e*100,t),r:Q1,s:I4,X:e=>Math.round(e).toString(16).toUpperCase(),x:e=>Math.round(e).toString(16)};function t$(e){return e}var n$=Array.prototype.map,r$=["y","z","a","f","p","n","\xB5","m","","k","M","G","T","P","E","Z","Y"];function z4(e){var t=e.grouping===void 0||e.thousands===void 0?t$:D4(n$.call(e.grouping,Number),e.thousands+""),n=e.currency===void 0?"":e.currency[0]+"",r=e.currency===void 0?"":e.currency[1]+"",i=e.decimal===void 0?".":e.decimal+"",s=e.numerals===void 0?t$:L4(n$.call(e.numerals,String)),o=e.percent===void 0?"%":e.percent+"",a=e.minus===void 0?"\u2212":e.minus+"",l=e.nan===void 0?"NaN":e.nan+"";function u(d,f){d=Ko(d);var p=d.fill,m=d.align,g=d.sign,y=d.symbol,b=d.zero,w=d.width,$=d.comma,x=d.precision,k=d.trim,_=d.type;_==="n"?($=!0,_="g"):e$[_]||(x===void 0&&(x=12),k=!0,_="g"),(b||p==="0"&&m==="=")&&(b=!0,p="0",m="=");var S=(f&&f.prefix!==void 0?f.prefix:"")+(y==="$"?n:y==="#"&&/[boxX]/.test(_)?"0"+_.toLowerCase():""),T=(y==="$"?r:/[%p]/.test(_)?o:"")+(f&&f.suffix!==void 0?f.suffix:""),E=e$[_],O=/[defgprs%]/.test(_);x=x===void 0?6:/[gprs]/.test(_)?Math.max(1,Math.min(21,x)):Math.max(0,Math.min(20,x));function A(L){var q=S,I=T,M,F,B;if(_==="c")I=E(L)+I,L="";else{L=+L;var Q=L<0||1/L<0;if(L=isNaN(L)?l:E(Math.abs(L),x),k&&(L=N4(L)),Q&&+L==0&&g!=="+"&&(Q=!1),q=(Q?g==="("?g:a:g==="-"||g==="("?"":g)+q,I=(_==="s"&&!isNaN(L)&&fd!==void 0?r$[8+fd/3]:"")+I+(Q&&g==="("?")":""),O){for(M=-1,F=L.length;++M<F;)if(B=L.charCodeAt(M),48>B||B>57){I=(B===46?i+L.slice(M+1):L.slice(M))+I,L=L.slice(0,M);break}}}$&&!b&&(L=t(L,1/0));var H=q.length+L.length+I.length,K=H<w?new Array(w-H+1).join(p):"";switch($&&b&&(L=t(K+L,K.length?w-I.length:1/0),K=""),m){case"<":L=q+L+I+K;break;case"=":L=q+K+L+I;break;case"^":L=K.slice(0,H=K.length>>1)+q+L+I+K.slice(H);break;default:L=K+q+L+I;break}return s(L)}return A.toString=function(){return d+""},A}function c(d,f){var p=Math.max(-8,Math.min(8,Math.floor(Vo(f)/3)))*3,m=Math.pow(10,-p),g=u((d=Ko(d),d.type="f",d),{suffix:r$[8+p/3]});return function(y){return g(m*y)}}return{format:u,formatPrefix:c}}var cd,hr,dm;B4({thousands:",",grouping:[3],currency:["$",""]});function B4(e){return cd=z4(e),hr=cd.format,dm=cd.formatPrefix,cd}function i$(e){return Math.max(0,-Vo(Math.abs(e)))}function s$(e,t){return Math.max(0,Math.max(-8,Math.min(8,Math.floor(Vo(t)/3)))*3-Vo(Math.abs(e)))}function o$(e,t){return e=Math.abs(e),t=Math.abs(t)-e,Math.max(0,Vo(t)-Vo(e))+1}var oe=1e-6,k$=1e-12,fe=Math.PI,et=fe/2,a$=fe/4,ln=fe*2,Ht=180/fe,Qe=fe/180,_e=Math.abs,Wo=Math.atan,ni=Math.atan2,ce=Math.cos;var T$=Math.exp;var vd=Math.log,fm=Math.pow,ae=Math.sin,_n=Math.sign||function(e){return e>0?1:e<0?-1:0},Yt=Math.sqrt,Pm=Math.tan;function R$(e){return e>1?0:e<-1?fe:Math.acos(e)}function kn(e){return e>1?et:e<-1?-et:Math.asin(e)}function Sn(){}function wd(e,t){e&&u$.hasOwnProperty(e.type)&&u$[e.type](e,t)}var l$={Feature:function(e,t){wd(e.geometry,t)},FeatureCollection:function(e,t){for(var n=e.features,r=-1,i=n.length;++r<i;)wd(n[r].geometry,t)}},u$={Sphere:function(e,t){t.sphere()},Point:function(e,t){e=e.coordinates,t.point(e[0],e[1],e[2])},MultiPoint:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)e=n[r],t.point(e[0],e[1],e[2])},LineString:function(e,t){bm(e.coordinates,t,0)},MultiLineString:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)bm(n[r],t,0)},Polygon:function(e,t){c$(e.coordinates,t)},MultiPolygon:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)c$(n[r],t)},GeometryCollection:function(e,t){for(var n=e.geometries,r=-1,i=n.length;++r<i;)wd(n[r],t)}};function bm(e,t,n){var r=-1,i=e.length-n,s;for(t.lineStart();++r<i;)s=e[r],t.point(s[0],s[1],s[2]);t.lineEnd()}function c$(e,t){var n=-1,r=e.length;for(t.polygonStart();++n<r;)bm(e[n],t,1);t.polygonEnd()}function zi(e,t){e&&l$.hasOwnProperty(e.type)?l$[e.type](e,t):wd(e,t)}var aH=new yn,lH=new yn;function ym(e){return[ni(e[1],e[0]),kn(e[2])]}function qo(e){var t=e[0],n=e[1],r=ce(n);return[r*ce(t),r*ae(t),ae(n)]}function pd(e,t){return e[0]*t[0]+e[1]*t[1]+e[2]*t[2]}function xd(e,t){return[e[1]*t[2]-e[2]*t[1],e[2]*t[0]-e[0]*t[2],e[0]*t[1]-e[1]*t[0]]}function pm(e,t){e[0]+=t[0],e[1]+=t[1],e[2]+=t[2]}function hd(e,t){return[e[0]*t,e[1]*t,e[2]*t]}function vm(e){var t=Yt(e[0]*e[0]+e[1]*e[1]+e[2]*e[2]);e[0]/=t,e[1]/=t,e[2]/=t}function wm(e,t){function n(r,i){return r=e(r,i),t(r[0],r[1])}return e.invert&&t.invert&&(n.invert=function(r,i){return r=t.invert(r,i),r&&e.invert(r[0],r[1])}),n}function xm(e,t){return _e(e)>fe&&(e-=Math.round(e/ln)*ln),[e,t]}xm.invert=xm;function C$(e,t,n){return(e%=ln)?t||n?wm(f$(e),p$(t,n)):f$(e):t||n?p$(t,n):xm}function d$(e){return function(t,n){return t+=e,_e(t)>fe&&(t-=Math.round(t/ln)*ln),[t,n]}}function f$(e){var t=d$(e);return t.invert=d$(-e),t}function p$(e,t){var n=ce(e),r=ae(e),i=ce(t),s=ae(t);function o(a,l){var u=ce(l),c=ce(a)*u,d=ae(a)*u,f=ae(l),p=f*n+c*r;return[ni(d*i-p*s,c*n-f*r),kn(p*i+d*s)]}return o.invert=function(a,l){var u=ce(l),c=ce(a)*u,d=ae(a)*u,f=ae(l),p=f*i-d*s;return[ni(d*i+f*s,c*n+p*r),kn(p*n-c*r)]},o}function H4(e){e=C$(e[0]*Qe,e[1]*Qe,e.length>2?e[2]*Qe:0);function t(n){return n=e(n[0]*Qe,n[1]*Qe),n[0]*=Ht,n[1]*=Ht,n}return t.invert=function(n){return n=e.invert(n[0]*Qe,n[1]*Qe),n[0]*=Ht,n[1]*=Ht,n},t}function F4(e,t,n,r,i,s){if(n){var o=ce(t),a=ae(t),l=r*n;i==null?(i=t+r*ln,s=t-l/2):(i=h$(o,i),s=h$(o,s),(r>0?i<s:i>s)&&(i+=r*ln));for(var u,c=i;r>0?c>s:c<s;c-=l)u=ym([o,-a*ce(c),-a*ae(c)]),e.point(u[0],u[1])}}function h$(e,t){t=qo(t),t[0]-=e,vm(t);var n=R$(-t[1]);return((-t[2]<0?-n:n)+ln-oe)%ln}function M$(){var e=[],t;return{point:function(n,r,i){t.push([n,r,i])},lineStart:function(){e.push(t=[])},lineEnd:Sn,rejoin:function(){e.length>1&&e.push(e.pop().concat(e.shift()))},result:function(){var n=e;return e=[],t=null,n}}}function yd(e,t){return _e(e[0]-t[0])<oe&&_e(e[1]-t[1])<oe}function md(e,t,n,r){this.x=e,this.z=t,this.o=n,this.e=r,this.v=!1,this.n=this.p=null}function E$(e,t,n,r,i){var s=[],o=[],a,l;if(e.forEach(function(m){if(!((g=m.length-1)<=0)){var g,y=m[0],b=m[g],w;if(yd(y,b)){if(!y[2]&&!b[2]){for(i.lineStart(),a=0;a<g;++a)i.point((y=m[a])[0],y[1]);i.lineEnd();return}b[0]+=2*oe}s.push(w=new md(y,m,null,!0)),o.push(w.o=new md(y,null,w,!1)),s.push(w=new md(b,m,null,!1)),o.push(w.o=new md(b,null,w,!0))}}),!!s.length){for(o.sort(t),m$(s),m$(o),a=0,l=o.length;a<l;++a)o[a].e=n=!n;for(var u=s[0],c,d;;){for(var f=u,p=!0;f.v;)if((f=f.n)===u)return;c=f.z,i.lineStart();do{if(f.v=f.o.v=!0,f.e){if(p)for(a=0,l=c.length;a<l;++a)i.point((d=c[a])[0],d[1]);else r(f.x,f.n.x,1,i);f=f.n}else{if(p)for(c=f.p.z,a=c.length-1;a>=0;--a)i.point((d=c[a])[0],d[1]);else r(f.x,f.p.x,-1,i);f=f.p}f=f.o,c=f.z,p=!p}while(!f.v);i.lineEnd()}}}function m$(e){if(t=e.length){for(var t,n=0,r=e[0],i;++n<t;)r.n=i=e[n],i.p=r,r=i;r.n=i=e[0],i.p=r}}function hm(e){return _e(e[0])<=fe?e[0]:_n(e[0])*((_e(e[0])+fe)%ln-fe)}function V4(e,t){var n=hm(t),r=t[1],i=ae(r),s=[ae(n),-ce(n),0],o=0,a=0,l=new yn;i===1?r=et+oe:i===-1&&(r=-et-oe);for(var u=0,c=e.length;u<c;++u)if(f=(d=e[u]).length)for(var d,f,p=d[f-1],m=hm(p),g=p[1]/2+a$,y=ae(g),b=ce(g),w=0;w<f;++w,m=x,y=_,b=S,p=$){var $=d[w],x=hm($),k=$[1]/2+a$,_=ae(k),S=ce(k),T=x-m,E=T>=0?1:-1,O=E*T,A=O>fe,L=y*_;if(l.add(ni(L*E*ae(O),b*S+L*ce(O))),o+=A?T+E*ln:T,A^m>=n^x>=n){var q=xd(qo(p),qo($));vm(q);var I=xd(s,q);vm(I);var M=(A^T>=0?-1:1)*kn(I[2]);(r>M||r===M&&(q[0]||q[1]))&&(a+=A^T>=0?1:-1)}}return(o<-oe||o<oe&&l<-k$)^a&1}function A$(e,t,n,r){return function(i){var s=t(i),o=M$(),a=t(o),l=!1,u,c,d,f={point:p,lineStart:g,lineEnd:y,polygonStart:function(){f.point=b,f.lineStart=w,f.lineEnd=$,c=[],u=[]},polygonEnd:function(){f.point=p,f.lineStart=g,f.lineEnd=y,c=jh(c);var x=V4(u,r);c.length?(l||(i.polygonStart(),l=!0),E$(c,j4,x,n,i)):x&&(l||(i.polygonStart(),l=!0),i.lineStart(),n(null,null,1,i),i.lineEnd()),l&&(i.polygonEnd(),l=!1),c=u=null},sphere:function(){i.polygonStart(),i.lineStart(),n(null,null,1,i),i.lineEnd(),i.polygonEnd()}};function p(x,k){e(x,k)&&i.point(x,k)}function m(x,k){s.point(x,k)}function g(){f.point=m,s.lineStart()}function y(){f.point=p,s.lineEnd()}function b(x,k){d.push([x,k]),a.point(x,k)}function w(){a.lineStart(),d=[]}function $(){b(d[0][0],d[0][1]),a.lineEnd();var x=a.clean(),k=o.result(),_,S=k.length,T,E,O;if(d.pop(),u.push(d),d=null,!!S){if(x&1){if(E=k[0],(T=E.length-1)>0){for(l||(i.polygonStart(),l=!0),i.lineStart(),_=0;_<T;++_)i.point((O=E[_])[0],O[1]);i.lineEnd()}return}S>1&&x&2&&k.push(k.pop().concat(k.shift())),c.push(k.filter(K4))}}return f}}function K4(e){return e.length>1}function j4(e,t){return((e=e.x)[0]<0?e[1]-et-oe:et-e[1])-((t=t.x)[0]<0?t[1]-et-oe:et-t[1])}var g$=A$(function(){return!0},q4,W4,[-fe,-et]);function q4(e){var t=NaN,n=NaN,r=NaN,i;return{lineStart:function(){e.lineStart(),i=1},point:function(s,o){var a=s>0?fe:-fe,l=_e(s-t);_e(l-fe)<oe?(e.point(t,n=(n+o)/2>0?et:-et),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),e.point(s,n),i=0):r!==a&&l>=fe&&(_e(t-r)<oe&&(t-=r*oe),_e(s-a)<oe&&(s-=a*oe),n=U4(t,n,s,o),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),i=0),e.point(t=s,n=o),r=a},lineEnd:function(){e.lineEnd(),t=n=NaN},clean:function(){return 2-i}}}function U4(e,t,n,r){var i,s,o=ae(e-n);return _e(o)>oe?Wo((ae(t)*(s=ce(r))*ae(n)-ae(r)*(i=ce(t))*ae(e))/(i*s*o)):(t+r)/2}function W4(e,t,n,r){var i;if(e==null)i=n*et,r.point(-fe,i),r.point(0,i),r.point(fe,i),r.point(fe,0),r.point(fe,-i),r.point(0,-i),r.point(-fe,-i),r.point(-fe,0),r.point(-fe,i);else if(_e(e[0]-t[0])>oe){var s=e[0]<t[0]?fe:-fe;i=n*s/2,r.point(-s,i),r.point(0,i),r.point(s,i)}else r.point(t[0],t[1])}function G4(e){var t=ce(e),n=2*Qe,r=t>0,i=_e(t)>oe;function s(c,d,f,p){F4(p,e,n,f,c,d)}function o(c,d){return ce(c)*ce(d)>t}function a(c){var d,f,p,m,g;return{lineStart:function(){m=p=!1,g=1},point:function(y,b){var w=[y,b],$,x=o(y,b),k=r?x?0:u(y,b):x?u(y+(y<0?fe:-fe),b):0;if(!d&&(m=p=x)&&c.lineStart(),x!==p&&($=l(d,w),(!$||yd(d,$)||yd(w,$))&&(w[2]=1)),x!==p)g=0,x?(c.lineStart(),$=l(w,d),c.point($[0],$[1])):($=l(d,w),c.point($[0],$[1],2),c.lineEnd()),d=$;else if(i&&d&&r^x){var _;!(k&f)&&(_=l(w,d,!0))&&(g=0,r?(c.lineStart(),c.point(_[0][0],_[0][1]),c.point(_[1][0],_[1][1]),c.lineEnd()):(c.point(_[1][0],_[1][1]),c.lineEnd(),c.lineStart(),c.point(_[0][0],_[0][1],3)))}x&&(!d||!yd(d,w))&&c.point(w[0],w[1]),d=w,p=x,f=k},lineEnd:function(){p&&c.lineEnd(),d=null},clean:function(){return g|(m&&p)<<1}}}function l(c,d,f){var p=qo(c),m=qo(d),g=[1,0,0],y=xd(p,m),b=pd(y,y),w=y[0],$=b-w*w;if(!$)return!f&&c;var x=t*b/$,k=-t*w/$,_=xd(g,y),S=hd(g,x),T=hd(y,k);pm(S,T);var E=_,O=pd(S,E),A=pd(E,E),L=O*O-A*(pd(S,S)-1);if(!(L<0)){var q=Yt(L),I=hd(E,(-O-q)/A);if(pm(I,S),I=ym(I),!f)return I;var M=c[0],F=d[0],B=c[1],Q=d[1],H;F<M&&(H=M,M=F,F=H);var K=F-M,G=_e(K-fe)<oe,J=G||K<oe;if(!G&&Q<B&&(H=B,B=Q,Q=H),J?G?B+Q>0^I[1]<(_e(I[0]-M)<oe?B:Q):B<=I[1]&&I[1]<=Q:K>fe^(M<=I[0]&&I[0]<=F)){var C=hd(E,(-O+q)/A);return pm(C,S),[I,ym(C)]}}}function u(c,d){var f=r?e:fe-e,p=0;return c<-f?p|=1:c>f&&(p|=2),d<-f?p|=4:d>f&&(p|=8),p}return A$(o,a,s,r?[0,-e]:[-fe,e-fe])}function Y4(e,t,n,r,i,s){var o=e[0],a=e[1],l=t[0],u=t[1],c=0,d=1,f=l-o,p=u-a,m;if(m=n-o,!(!f&&m>0)){if(m/=f,f<0){if(m<c)return;m<d&&(d=m)}else if(f>0){if(m>d)return;m>c&&(c=m)}if(m=i-o,!(!f&&m<0)){if(m/=f,f<0){if(m>d)return;m>c&&(c=m)}else if(f>0){if(m<c)return;m<d&&(d=m)}if(m=r-a,!(!p&&m>0)){if(m/=p,p<0){if(m<c)return;m<d&&(d=m)}else if(p>0){if(m>d)return;m>c&&(c=m)}if(m=s-a,!(!p&&m<0)){if(m/=p,p<0){if(m>d)return;m>c&&(c=m)}else if(p>0){if(m<c)return;m<d&&(d=m)}return c>0&&(e[0]=o+c*f,e[1]=a+c*p),d<1&&(t[0]=o+d*f,t[1]=a+d*p),!0}}}}}var _l=1e9,gd=-_l;function Dm(e,t,n,r){function i(u,c){return e<=u&&u<=n&&t<=c&&c<=r}function s(u,c,d,f){var p=0,m=0;if(u==null||(p=o(u,d))!==(m=o(c,d))||l(u,c)<0^d>0)do f.point(p===0||p===3?e:n,p>1?r:t);while((p=(p+d+4)%4)!==m);else f.point(c[0],c[1])}function o(u,c){return _e(u[0]-e)<oe?c>0?0:3:_e(u[0]-n)<oe?c>0?2:1:_e(u[1]-t)<oe?c>0?1:0:c>0?3:2}function a(u,c){return l(u.x,c.x)}function l(u,c){var d=o(u,1),f=o(c,1);return d!==f?d-f:d===0?c[1]-u[1]:d===1?u[0]-c[0]:d===2?u[1]-c[1]:c[0]-u[0]}return function(u){var c=u,d=M$(),f,p,m,g,y,b,w,$,x,k,_,S={point:T,lineStart:L,lineEnd:q,polygonStart:O,polygonEnd:A};function T(M,F){i(M,F)&&c.point(M,F)}function E(){for(var M=0,F=0,B=p.length;F<B;++F)for(var Q=p[F],H=1,K=Q.length,G=Q[0],J,C,X=G[0],re=G[1];H<K;++H)J=X,C=re,G=Q[H],X=G[0],re=G[1],C<=r?re>r&&(X-J)*(r-C)>(re-C)*(e-J)&&++M:re<=r&&(X-J)*(r-C)<(re-C)*(e-J)&&--M;return M}function O(){c=d,f=[],p=[],_=!0}function A(){var M=E(),F=_&&M,B=(f=jh(f)).length;(F||B)&&(u.polygonStart(),F&&(u.lineStart(),s(null,null,1,u),u.lineEnd()),B&&E$(f,a,M,s,u),u.polygonEnd()),c=u,f=p=m=null}function L(){S.point=I,p&&p.push(m=[]),k=!0,x=!1,w=$=NaN}function q(){f&&(I(g,y),b&&x&&d.rejoin(),f.push(d.result())),S.point=T,x&&c.lineEnd()}function I(M,F){var B=i(M,F);if(p&&m.push([M,F]),k)g=M,y=F,b=B,k=!1,B&&(c.lineStart(),c.point(M,F));else if(B&&x)c.point(M,F);else{var Q=[w=Math.max(gd,Math.min(_l,w)),$=Math.max(gd,Math.min(_l,$))],H=[M=Math.max(gd,Math.min(_l,M)),F=Math.max(gd,Math.min(_l,F))];Y4(Q,H,e,t,n,r)?(x||(c.lineStart(),c.point(Q[0],Q[1])),c.point(H[0],H[1]),B||c.lineEnd(),_=!1):B&&(c.lineStart(),c.point(M,F),_=!1)}w=M,$=F,x=B}return S}}var $m=e=>e,mm=new yn,_m=new yn,P$,D$,Sm,km,ti={point:Sn,lineStart:Sn,lineEnd:Sn,polygonStart:function(){ti.lineStart=X4,ti.lineEnd=Z4},polygonEnd:function(){ti.lineStart=ti.lineEnd=ti.point=Sn,mm.add(_e(_m)),_m=new yn},result:function(){var e=mm/2;return mm=new yn,e}};function X4(){ti.point=J4}function J4(e,t){ti.point=L$,P$=Sm=e,D$=km=t}function L$(e,t){_m.add(km*e-Sm*t),Sm=e,km=t}function Z4(){L$(P$,D$)}var Uo=1/0,$d=Uo,Pl=-Uo,_d=Pl,Sd={point:Q4,lineStart:Sn,lineEnd:Sn,polygonStart:Sn,polygonEnd:Sn,result:function(){var e=[[Uo,$d],[Pl,_d]];return Pl=_d=-($d=Uo=1/0),e}};function Q4(e,t){e<Uo&&(Uo=e),e>Pl&&(Pl=e),t<$d&&($d=t),t>_d&&(_d=t)}var Tm=0,Rm=0,Sl=0,kd=0,Td=0,jo=0,Cm=0,Mm=0,kl=0,O$,N$,mr,gr,$n={point:Ns,lineStart:b$,lineEnd:y$,polygonStart:function(){$n.lineStart=n8,$n.lineEnd=r8},polygonEnd:function(){$n.point=Ns,$n.lineStart=b$,$n.lineEnd=y$},result:function(){var e=kl?[Cm/kl,Mm/kl]:jo?[kd/jo,Td/jo]:Sl?[Tm/Sl,Rm/Sl]:[NaN,NaN];return Tm=Rm=Sl=kd=Td=jo=Cm=Mm=kl=0,e}};function Ns(e,t){Tm+=e,Rm+=t,++Sl}function b$(){$n.point=e8}function e8(e,t){$n.point=t8,Ns(mr=e,gr=t)}function t8(e,t){var n=e-mr,r=t-gr,i=Yt(n*n+r*r);kd+=i*(mr+e)/2,Td+=i*(gr+t)/2,jo+=i,Ns(mr=e,gr=t)}function y$(){$n.point=Ns}function n8(){$n.point=i8}function r8(){I$(O$,N$)}function i8(e,t){$n.point=I$,Ns(O$=mr=e,N$=gr=t)}function I$(e,t){var n=e-mr,r=t-gr,i=Yt(n*n+r*r);kd+=i*(mr+e)/2,Td+=i*(gr+t)/2,jo+=i,i=gr*e-mr*t,Cm+=i*(mr+e),Mm+=i*(gr+t),kl+=i*3,Ns(mr=e,gr=t)}function z$(e){this._context=e}z$.prototype={_radius:4.5,pointRadius:function(e){return this._radius=e,this},polygonStart:function(){this._line=0},polygonEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){this._line===0&&this._context.closePath(),this._point=NaN},point:function(e,t){switch(this._point){case 0:{this._context.moveTo(e,t),this._point=1;break}case 1:{this._context.lineTo(e,t);break}default:{this._context.moveTo(e+this._radius,t),this._context.arc(e,t,this._radius,0,ln);break}}},result:Sn};var Em=new yn,gm,B$,H$,Tl,Rl,Dl={point:Sn,lineStart:function(){Dl.point=s8},lineEnd:function(){gm&&F$(B$,H$),Dl.point=Sn},polygonStart:function(){gm=!0},polygonEnd:function(){gm=null},result:function(){var e=+Em;return Em=new yn,e}};function s8(e,t){Dl.point=F$,B$=Tl=e,H$=Rl=t}function F$(e,t){Tl-=e,Rl-=t,Em.add(Yt(Tl*Tl+Rl*Rl)),Tl=e,Rl=t}var v$,Rd,w$,x$,Cd=class{constructor(t){this._append=t==null?V$:o8(t),this._radius=4.5,this._=""}pointRadius(t){return this._radius=+t,this}polygonStart(){this._line=0}polygonEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){this._line===0&&(this._+="Z"),this._point=NaN}point(t,n){switch(this._point){case 0:{this._append`M${t},${n}`,this._point=1;break}case 1:{this._append`L${t},${n}`;break}default:{if(this._append`M${t},${n}`,this._radius!==w$||this._append!==Rd){let r=this._radius,i=this._;this._="",this._append`m0,${r}a${r},${r} 0 1,1 0,${-2*r}a${r},${r} 0 1,1 0,${2*r}z`,w$=r,Rd=this._append,x$=this._,this._=i}this._+=x$;break}}}result(){let t=this._;return this._="",t.length?t:null}};function V$(e){let t=1;this._+=e[0];for(let n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function o8(e){let t=Math.floor(e);if(!(t>=0))throw new RangeError(`invalid digits: ${e}`);if(t>15)return V$;if(t!==v$){let n=10**t;v$=t,Rd=function(i){let s=1;this._+=i[0];for(let o=i.length;s<o;++s)this._+=Math.round(arguments[s]*n)/n+i[s]}}return Rd}function Ol(e,t){let n=3,r=4.5,i,s;function o(a){return a&&(typeof r=="function"&&s.pointRadius(+r.apply(this,arguments)),zi(a,i(s))),s.result()}return o.area=function(a){return zi(a,i(ti)),ti.result()},o.measure=function(a){return zi(a,i(Dl)),Dl.result()},o.bounds=function(a){return zi(a,i(Sd)),Sd.result()},o.centroid=function(a){return zi(a,i($n)),$n.result()},o.projection=function(a){return arguments.length?(i=a==null?(e=null,$m):(e=a).stream,o):e},o.context=function(a){return arguments.length?(s=a==null?(t=null,new Cd(n)):new z$(t=a),typeof r!="function"&&s.pointRadius(r),o):t},o.pointRadius=function(a){return arguments.length?(r=typeof a=="function"?a:(s.pointRadius(+a),+a),o):r},o.digits=function(a){if(!arguments.length)return n;if(a==null)n=null;else{let l=Math.floor(a);if(!(l>=0))throw new RangeError(`invalid digits: ${a}`);n=l}return t===null&&(s=new Cd(n)),o},o.projection(e).digits(n).context(t)}function Nl(e){return{stream:Ad(e)}}function Ad(e){return function(t){var n=new Am;for(var r in e)n[r]=e[r];return n.stream=t,n}}function Am(){}Am.prototype={constructor:Am,point:function(e,t){this.stream.point(e,t)},sphere:function(){this.stream.sphere()},lineStart:function(){this.stream.lineStart()},lineEnd:function(){this.stream.lineEnd()},polygonStart:function(){this.stream.polygonStart()},polygonEnd:function(){this.stream.polygonEnd()}};function Lm(e,t,n){var r=e.clipExtent&&e.clipExtent();return e.scale(150).translate([0,0]),r!=null&&e.clipExtent(null),zi(n,e.stream(Sd)),t(Sd.result()),r!=null&&e.clipExtent(r),e}function Om(e,t,n){return Lm(e,function(r){var i=t[1][0]-t[0][0],s=t[1][1]-t[0][1],o=Math.min(i/(r[1][0]-r[0][0]),s/(r[1][1]-r[0][1])),a=+t[0][0]+(i-o*(r[1][0]+r[0][0]))/2,l=+t[0][1]+(s-o*(r[1][1]+r[0][1]))/2;e.scale(150*o).translate([a,l])},n)}function K$(e,t,n){return Om(e,[[0,0],t],n)}function j$(e,t,n){return Lm(e,function(r){var i=+t,s=i/(r[1][0]-r[0][0]),o=(i-s*(r[1][0]+r[0][0]))/2,a=-s*r[0][1];e.scale(150*s).translate([o,a])},n)}function q$(e,t,n){return Lm(e,function(r){var i=+t,s=i/(r[1][1]-r[0][1]),o=-s*r[0][0],a=(i-s*(r[1][1]+r[0][1]))/2;e.scale(150*s).translate([o,a])},n)}var $$=16,a8=ce(30*Qe);function _$(e,t){return+t?u8(e,t):l8(e)}function l8(e){return Ad({point:function(t,n){t=e(t,n),this.stream.point(t[0],t[1])}})}function u8(e,t){function n(r,i,s,o,a,l,u,c,d,f,p,m,g,y){var b=u-r,w=c-i,$=b*b+w*w;if($>4*t&&g--){var x=o+f,k=a+p,_=l+m,S=Yt(x*x+k*k+_*_),T=kn(_/=S),E=_e(_e(_)-1)<oe||_e(s-d)<oe?(s+d)/2:ni(k,x),O=e(E,T),A=O[0],L=O[1],q=A-r,I=L-i,M=w*q-b*I;(M*M/$>t||_e((b*q+w*I)/$-.5)>.3||o*f+a*p+l*m<a8)&&(n(r,i,s,o,a,l,A,L,E,x/=S,k/=S,_,g,y),y.point(A,L),n(A,L,E,x,k,_,u,c,d,f,p,m,g,y))}}return function(r){var i,s,o,a,l,u,c,d,f,p,m,g,y={point:b,lineStart:w,lineEnd:x,polygonStart:function(){r.polygonStart(),y.lineStart=k},polygonEnd:function(){r.polygonEnd(),y.lineStart=w}};function b(T,E){T=e(T,E),r.point(T[0],T[1])}function w(){d=NaN,y.point=$,r.lineStart()}function $(T,E){var O=qo([T,E]),A=e(T,E);n(d,f,c,p,m,g,d=A[0],f=A[1],c=T,p=O[0],m=O[1],g=O[2],$$,r),r.point(d,f)}function x(){y.point=b,r.lineEnd()}function k(){w(),y.point=_,y.lineEnd=S}function _(T,E){$(i=T,E),s=d,o=f,a=p,l=m,u=g,y.point=$}function S(){n(d,f,c,p,m,g,s,o,i,a,l,u,$$,r),y.lineEnd=x,x()}return y}}var c8=Ad({point:function(e,t){this.stream.point(e*Qe,t*Qe)}});function d8(e){return Ad({point:function(t,n){var r=e(t,n);return this.stream.point(r[0],r[1])}})}function f8(e,t,n,r,i){function s(o,a){return o*=r,a*=i,[t+e*o,n-e*a]}return s.invert=function(o,a){return[(o-t)/e*r,(n-a)/e*i]},s}function S$(e,t,n,r,i,s){if(!s)return f8(e,t,n,r,i);var o=ce(s),a=ae(s),l=o*e,u=a*e,c=o/e,d=a/e,f=(a*n-o*t)/e,p=(a*t+o*n)/e;function m(g,y){return g*=r,y*=i,[l*g-u*y+t,n-u*g-l*y]}return m.invert=function(g,y){return[r*(c*g-d*y+f),i*(p-d*g-c*y)]},m}function Bi(e){return U$(function(){return e})()}function U$(e){var t,n=150,r=480,i=250,s=0,o=0,a=0,l=0,u=0,c,d=0,f=1,p=1,m=null,g=g$,y=null,b,w,$,x=$m,k=.5,_,S,T,E,O;function A(M){return T(M[0]*Qe,M[1]*Qe)}function L(M){return M=T.invert(M[0],M[1]),M&&[M[0]*Ht,M[1]*Ht]}A.stream=function(M){return E&&O===M?E:E=c8(d8(c)(g(_(x(O=M)))))},A.preclip=function(M){return arguments.length?(g=M,m=void 0,I()):g},A.postclip=function(M){return arguments.length?(x=M,y=b=w=$=null,I()):x},A.clipAngle=function(M){return arguments.length?(g=+M?G4(m=M*Qe):(m=null,g$),I()):m*Ht},A.clipExtent=function(M){return arguments.length?(x=M==null?(y=b=w=$=null,$m):Dm(y=+M[0][0],b=+M[0][1],w=+M[1][0],$=+M[1][1]),I()):y==null?null:[[y,b],[w,$]]},A.scale=function(M){return arguments.length?(n=+M,q()):n},A.translate=function(M){return arguments.length?(r=+M[0],i=+M[1],q()):[r,i]},A.center=function(M){return arguments.length?(s=M[0]%360*Qe,o=M[1]%360*Qe,q()):[s*Ht,o*Ht]},A.rotate=function(M){return arguments.length?(a=M[0]%360*Qe,l=M[1]%360*Qe,u=M.length>2?M[2]%360*Qe:0,q()):[a*Ht,l*Ht,u*Ht]},A.angle=function(M){return arguments.length?(d=M%360*Qe,q()):d*Ht},A.reflectX=function(M){return arguments.length?(f=M?-1:1,q()):f<0},A.reflectY=function(M){return arguments.length?(p=M?-1:1,q()):p<0},A.precision=function(M){return arguments.length?(_=_$(S,k=M*M),I()):Yt(k)},A.fitExtent=function(M,F){return Om(A,M,F)},A.fitSize=function(M,F){return K$(A,M,F)},A.fitWidth=function(M,F){return j$(A,M,F)},A.fitHeight=function(M,F){return q$(A,M,F)};function q(){var M=S$(n,0,0,f,p,d).apply(null,t(s,o)),F=S$(n,r-M[0],i-M[1],f,p,d);return c=C$(a,l,u),S=wm(t,F),T=wm(c,S),_=_$(S,k),I()}function I(){return E=O=null,A}return function(){return t=e.apply(this,arguments),A.invert=t.invert&&L,q()}}function Nm(e){var t=0,n=fe/3,r=U$(e),i=r(t,n);return i.parallels=function(s){return arguments.length?r(t=s[0]*Qe,n=s[1]*Qe):[t*Ht,n*Ht]},i}function p8(e){var t=ce(e);function n(r,i){return[r*t,ae(i)/t]}return n.invert=function(r,i){return[r/t,kn(i*t)]},n}function h8(e,t){var n=ae(e),r=(n+ae(t))/2;if(_e(r)<oe)return p8(e);var i=1+n*(2*r-n),s=Yt(i)/r;function o(a,l){var u=Yt(i-2*r*ae(l))/r;return[u*ae(a*=r),s-u*ce(a)]}return o.invert=function(a,l){var u=s-l,c=ni(a,_e(u))*_n(u);return u*r<0&&(c-=fe*_n(a)*_n(u)),[c/r,kn((i-(a*a+u*u)*r*r)/(2*r))]},o}function Ll(){return Nm(h8).scale(155.424).center([0,33.6442])}function Im(){return Ll().parallels([29.5,45.5]).scale(1070).translate([480,250]).rotate([96,0]).center([-.6,38.7])}function m8(e){var t=e.length;return{point:function(n,r){for(var i=-1;++i<t;)e[i].point(n,r)},sphere:function(){for(var n=-1;++n<t;)e[n].sphere()},lineStart:function(){for(var n=-1;++n<t;)e[n].lineStart()},lineEnd:function(){for(var n=-1;++n<t;)e[n].lineEnd()},polygonStart:function(){for(var n=-1;++n<t;)e[n].polygonStart()},polygonEnd:function(){for(var n=-1;++n<t;)e[n].polygonEnd()}}}function W$(){var e,t,n=Im(),r,i=Ll().rotate([154,0]).center([-2,58.5]).parallels([55,65]),s,o=Ll().rotate([157,0]).center([-3,19.9]).parallels([8,18]),a,l,u={point:function(f,p){l=[f,p]}};function c(f){var p=f[0],m=f[1];return l=null,r.point(p,m),l||(s.point(p,m),l)||(a.point(p,m),l)}c.invert=function(f){var p=n.scale(),m=n.translate(),g=(f[0]-m[0])/p,y=(f[1]-m[1])/p;return(y>=.12&&y<.234&&g>=-.425&&g<-.214?i:y>=.166&&y<.234&&g>=-.214&&g<-.115?o:n).invert(f)},c.stream=function(f){return e&&t===f?e:e=m8([n.stream(t=f),i.stream(f),o.stream(f)])},c.precision=function(f){return arguments.length?(n.precision(f),i.precision(f),o.precision(f),d()):n.precision()},c.scale=function(f){return arguments.length?(n.scale(f),i.scale(f*.35),o.scale(f),c.translate(n.translate())):n.scale()},c.translate=function(f){if(!arguments.length)return n.translate();var p=n.scale(),m=+f[0],g=+f[1];return r=n.translate(f).clipExtent([[m-.455*p,g-.238*p],[m+.455*p,g+.238*p]]).stream(u),s=i.translate([m-.307*p,g+.201*p]).clipExtent([[m-.425*p+oe,g+.12*p+oe],[m-.214*p-oe,g+.234*p-oe]]).stream(u),a=o.translate([m-.205*p,g+.212*p]).clipExtent([[m-.214*p+oe,g+.166*p+oe],[m-.115*p-oe,g+.234*p-oe]]).stream(u),d()},c.fitExtent=function(f,p){return Om(c,f,p)},c.fitSize=function(f,p){return K$(c,f,p)},c.fitWidth=function(f,p){return j$(c,f,p)},c.fitHeight=function(f,p){return q$(c,f,p)};function d(){return e=t=null,c}return c.scale(1070)}function G$(e){return function(t,n){var r=ce(t),i=ce(n),s=e(r*i);return s===1/0?[2,0]:[s*i*ae(t),s*ae(n)]}}function Il(e){return function(t,n){var r=Yt(t*t+n*n),i=e(r),s=ae(i),o=ce(i);return[ni(t*s,r*o),kn(r&&n*s/r)]}}var Y$=G$(function(e){return Yt(2/(1+e))});Y$.invert=Il(function(e){return 2*kn(e/2)});function X$(){return Bi(Y$).scale(124.75).clipAngle(180-.001)}var J$=G$(function(e){return(e=R$(e))&&e/ae(e)});J$.invert=Il(function(e){return e});function Z$(){return Bi(J$).scale(79.4188).clipAngle(180-.001)}function Pd(e,t){return[e,vd(Pm((et+t)/2))]}Pd.invert=function(e,t){return[e,2*Wo(T$(t))-et]};function Q$(){return e_(Pd).scale(961/ln)}function e_(e){var t=Bi(e),n=t.center,r=t.scale,i=t.translate,s=t.clipExtent,o=null,a,l,u;t.scale=function(d){return arguments.length?(r(d),c()):r()},t.translate=function(d){return arguments.length?(i(d),c()):i()},t.center=function(d){return arguments.length?(n(d),c()):n()},t.clipExtent=function(d){return arguments.length?(d==null?o=a=l=u=null:(o=+d[0][0],a=+d[0][1],l=+d[1][0],u=+d[1][1]),c()):o==null?null:[[o,a],[l,u]]};function c(){var d=fe*r(),f=t(H4(t.rotate()).invert([0,0]));return s(o==null?[[f[0]-d,f[1]-d],[f[0]+d,f[1]+d]]:e===Pd?[[Math.max(f[0]-d,o),a],[Math.min(f[0]+d,l),u]]:[[o,Math.max(f[1]-d,a)],[l,Math.min(f[1]+d,u)]])}return c()}function bd(e){return Pm((et+e)/2)}function g8(e,t){var n=ce(e),r=e===t?ae(e):vd(n/ce(t))/vd(bd(t)/bd(e)),i=n*fm(bd(e),r)/r;if(!r)return Pd;function s(o,a){i>0?a<-et+oe&&(a=-et+oe):a>et-oe&&(a=et-oe);var l=i/fm(bd(a),r);return[l*ae(r*o),i-l*ce(r*o)]}return s.invert=function(o,a){var l=i-a,u=_n(r)*Yt(o*o+l*l),c=ni(o,_e(l))*_n(l);return l*r<0&&(c-=fe*_n(o)*_n(l)),[c/r,2*Wo(fm(i/u,1/r))-et]},s}function t_(){return Nm(g8).scale(109.5).parallels([30,30])}function Md(e,t){return[e,t]}Md.invert=Md;function n_(){return Bi(Md).scale(152.63)}function b8(e,t){var n=ce(e),r=e===t?ae(e):(n-ce(t))/(t-e),i=n/r+e;if(_e(r)<oe)return Md;function s(o,a){var l=i-a,u=r*o;return[l*ae(u),i-l*ce(u)]}return s.invert=function(o,a){var l=i-a,u=ni(o,_e(l))*_n(l);return l*r<0&&(u-=fe*_n(o)*_n(l)),[u/r,i-_n(r)*Yt(o*o+l*l)]},s}function r_(){return Nm(b8).scale(131.154).center([0,13.9389])}var Cl=1.340264,Ml=-.081106,El=893e-6,Al=.003796,Ed=Yt(3)/2,y8=12;function i_(e,t){var n=kn(Ed*ae(t)),r=n*n,i=r*r*r;return[e*ce(n)/(Ed*(Cl+3*Ml*r+i*(7*El+9*Al*r))),n*(Cl+Ml*r+i*(El+Al*r))]}i_.invert=function(e,t){for(var n=t,r=n*n,i=r*r*r,s=0,o,a,l;s<y8&&(a=n*(Cl+Ml*r+i*(El+Al*r))-t,l=Cl+3*Ml*r+i*(7*El+9*Al*r),n-=o=a/l,r=n*n,i=r*r*r,!(_e(o)<k$));++s);return[Ed*e*(Cl+3*Ml*r+i*(7*El+9*Al*r))/ce(n),kn(ae(n)/Ed)]};function s_(){return Bi(i_).scale(177.158)}function o_(e,t){var n=ce(t),r=ce(e)*n;return[n*ae(e)/r,ae(t)/r]}o_.invert=Il(Wo);function a_(){return Bi(o_).scale(144.049).clipAngle(60)}function v8(e,t){var n=t*t,r=n*n;return[e*(.8707-.131979*n+r*(-.013791+r*(.003971*n-.001529*r))),t*(1.007226+n*(.015085+r*(-.044475+.028874*n-.005916*r)))]}v8.invert=function(e,t){var n=t,r=25,i;do{var s=n*n,o=s*s;n-=i=(n*(1.007226+s*(.015085+o*(-.044475+.028874*s-.005916*o)))-t)/(1.007226+s*(.015085*3+o*(-.044475*7+.028874*9*s-.005916*11*o)))}while(_e(i)>oe&&--r>0);return[e/(.8707+(s=n*n)*(-.131979+s*(-.013791+s*s*s*(.003971-.001529*s)))),n]};function l_(e,t){return[ce(t)*ae(e),ae(t)]}l_.invert=Il(kn);function u_(){return Bi(l_).scale(249.5).clipAngle(90+oe)}function c_(e,t){var n=ce(t),r=1+ce(e)*n;return[n*ae(e)/r,ae(t)/r]}c_.invert=Il(function(e){return 2*Wo(e)});function d_(){return Bi(c_).scale(250).clipAngle(142)}function f_(e,t){return[vd(Pm((et+t)/2)),-e]}f_.invert=function(e,t){return[-t,2*Wo(T$(e))-et]};function p_(){var e=e_(f_),t=e.center,n=e.rotate;return e.center=function(r){return arguments.length?t([-r[1],r[0]]):(r=t(),[r[1],-r[0]])},e.rotate=function(r){return arguments.length?n([r[0],r[1],r.length>2?r[2]+90:90]):(r=n(),[r[0],r[1],r[2]-90])},n([0,0,90]).scale(159.155)}var zm=new Date,Bm=new Date;function ft(e,t,n,r){function i(s){return e(s=arguments.length===0?new Date:new Date(+s)),s}return i.floor=s=>(e(s=new Date(+s)),s),i.ceil=s=>(e(s=new Date(s-1)),t(s,1),e(s),s),i.round=s=>{let o=i(s),a=i.ceil(s);return s-o<a-s?o:a},i.offset=(s,o)=>(t(s=new Date(+s),o==null?1:Math.floor(o)),s),i.range=(s,o,a)=>{let l=[];if(s=i.ceil(s),a=a==null?1:Math.floor(a),!(s<o)||!(a>0))return l;let u;do l.push(u=new Date(+s)),t(s,a),e(s);while(u<s&&s<o);return l},i.filter=s=>ft(o=>{if(o>=o)for(;e(o),!s(o);)o.setTime(o-1)},(o,a)=>{if(o>=o)if(a<0)for(;++a<=0;)for(;t(o,-1),!s(o););else for(;--a>=0;)for(;t(o,1),!s(o););}),n&&(i.count=(s,o)=>(zm.setTime(+s),Bm.setTime(+o),e(zm),e(Bm),Math.floor(n(zm,Bm))),i.every=s=>(s=Math.floor(s),!isFinite(s)||!(s>0)?null:s>1?i.filter(r?o=>r(o)%s===0:o=>i.count(0,o)%s===0):i)),i}var Dd=ft(()=>{},(e,t)=>{e.setTime(+e+t)},(e,t)=>t-e);Dd.every=e=>(e=Math.floor(e),!isFinite(e)||!(e>0)?null:e>1?ft(t=>{t.setTime(Math.floor(t/e)*e)},(t,n)=>{t.setTime(+t+n*e)},(t,n)=>(n-t)/e):Dd);var dH=Dd.range,ri=1e3,Tn=ri*60,ii=Tn*60,si=ii*24,Fm=si*7,h_=si*30,Hm=si*365,Ft=ft(e=>{e.setTime(e-e.getMilliseconds())},(e,t)=>{e.setTime(+e+t*ri)},(e,t)=>(t-e)/ri,e=>e.getUTCSeconds()),fH=Ft.range,Is=ft(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*ri)},(e,t)=>{e.setTime(+e+t*Tn)},(e,t)=>(t-e)/Tn,e=>e.getMinutes()),pH=Is.range,zs=ft(e=>{e.setUTCSeconds(0,0)},(e,t)=>{e.setTime(+e+t*Tn)},(e,t)=>(t-e)/Tn,e=>e.getUTCMinutes()),hH=zs.range,Bs=ft(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*ri-e.getMinutes()*Tn)},(e,t)=>{e.setTime(+e+t*ii)},(e,t)=>(t-e)/ii,e=>e.getHours()),mH=Bs.range,Hs=ft(e=>{e.setUTCMinutes(0,0,0)},(e,t)=>{e.setTime(+e+t*ii)},(e,t)=>(t-e)/ii,e=>e.getUTCHours()),gH=Hs.range,br=ft(e=>e.setHours(0,0,0,0),(e,t)=>e.setDate(e.getDate()+t),(e,t)=>(t-e-(t.getTimezoneOffset()-e.getTimezoneOffset())*Tn)/si,e=>e.getDate()-1),bH=br.range,Go=ft(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/si,e=>e.getUTCDate()-1),yH=Go.range,zl=ft(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/si,e=>Math.floor(e/si)),vH=zl.range;function Fs(e){return ft(t=>{t.setDate(t.getDate()-(t.getDay()+7-e)%7),t.setHours(0,0,0,0)},(t,n)=>{t.setDate(t.getDate()+n*7)},(t,n)=>(n-t-(n.getTimezoneOffset()-t.getTimezoneOffset())*Tn)/Fm)}var yr=Fs(0),Vs=Fs(1),Vm=Fs(2),Km=Fs(3),oi=Fs(4),jm=Fs(5),qm=Fs(6),wH=yr.range,xH=Vs.range,$H=Vm.range,_H=Km.range,SH=oi.range,kH=jm.range,TH=qm.range;function Ks(e){return ft(t=>{t.setUTCDate(t.getUTCDate()-(t.getUTCDay()+7-e)%7),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCDate(t.getUTCDate()+n*7)},(t,n)=>(n-t)/Fm)}var vr=Ks(0),js=Ks(1),Um=Ks(2),Wm=Ks(3),ai=Ks(4),Gm=Ks(5),Ym=Ks(6),RH=vr.range,CH=js.range,MH=Um.range,EH=Wm.range,AH=ai.range,PH=Gm.range,DH=Ym.range,qs=ft(e=>{e.setDate(1),e.setHours(0,0,0,0)},(e,t)=>{e.setMonth(e.getMonth()+t)},(e,t)=>t.getMonth()-e.getMonth()+(t.getFullYear()-e.getFullYear())*12,e=>e.getMonth()),LH=qs.range,Us=ft(e=>{e.setUTCDate(1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCMonth(e.getUTCMonth()+t)},(e,t)=>t.getUTCMonth()-e.getUTCMonth()+(t.getUTCFullYear()-e.getUTCFullYear())*12,e=>e.getUTCMonth()),OH=Us.range,Xt=ft(e=>{e.setMonth(0,1),e.setHours(0,0,0,0)},(e,t)=>{e.setFullYear(e.getFullYear()+t)},(e,t)=>t.getFullYear()-e.getFullYear(),e=>e.getFullYear());Xt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:ft(t=>{t.setFullYear(Math.floor(t.getFullYear()/e)*e),t.setMonth(0,1),t.setHours(0,0,0,0)},(t,n)=>{t.setFullYear(t.getFullYear()+n*e)});var NH=Xt.range,Jt=ft(e=>{e.setUTCMonth(0,1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCFullYear(e.getUTCFullYear()+t)},(e,t)=>t.getUTCFullYear()-e.getUTCFullYear(),e=>e.getUTCFullYear());Jt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:ft(t=>{t.setUTCFullYear(Math.floor(t.getUTCFullYear()/e)*e),t.setUTCMonth(0,1),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCFullYear(t.getUTCFullYear()+n*e)});var IH=Jt.range;function m_(e,t,n,r,i,s){let o=[[Ft,1,ri],[Ft,5,5*ri],[Ft,15,15*ri],[Ft,30,30*ri],[s,1,Tn],[s,5,5*Tn],[s,15,15*Tn],[s,30,30*Tn],[i,1,ii],[i,3,3*ii],[i,6,6*ii],[i,12,12*ii],[r,1,si],[r,2,2*si],[n,1,Fm],[t,1,h_],[t,3,3*h_],[e,1,Hm]];function a(u,c,d){let f=c<u;f&&([u,c]=[c,u]);let p=d&&typeof d.range=="function"?d:l(u,c,d),m=p?p.range(u,+c+1):[];return f?m.reverse():m}function l(u,c,d){let f=Math.abs(c-u)/d,p=Ao(([,,y])=>y).right(o,f);if(p===o.length)return e.every(gl(u/Hm,c/Hm,d));if(p===0)return Dd.every(Math.max(gl(u,c,d),1));let[m,g]=o[f/o[p-1][2]<o[p][2]/f?p-1:p];return m.every(g)}return[a,l]}var[g_,Ld]=m_(Jt,Us,vr,zl,Hs,zs),[b_,y_]=m_(Xt,qs,yr,br,Bs,Is);function Xm(e){if(0<=e.y&&e.y<100){var t=new Date(-1,e.m,e.d,e.H,e.M,e.S,e.L);return t.setFullYear(e.y),t}return new Date(e.y,e.m,e.d,e.H,e.M,e.S,e.L)}function Jm(e){if(0<=e.y&&e.y<100){var t=new Date(Date.UTC(-1,e.m,e.d,e.H,e.M,e.S,e.L));return t.setUTCFullYear(e.y),t}return new Date(Date.UTC(e.y,e.m,e.d,e.H,e.M,e.S,e.L))}function Bl(e,t,n){return{y:e,m:t,d:n,H:0,M:0,S:0,L:0}}function w8(e){var t=e.dateTime,n=e.date,r=e.time,i=e.periods,s=e.days,o=e.shortDays,a=e.months,l=e.shortMonths,u=Hl(i),c=Fl(i),d=Hl(s),f=Fl(s),p=Hl(o),m=Fl(o),g=Hl(a),y=Fl(a),b=Hl(l),w=Fl(l),$={a:B,A:Q,b:H,B:K,c:null,d:S_,e:S_,f:K8,g:Q8,G:tD,H:H8,I:F8,j:V8,L:M_,m:j8,M:q8,p:G,q:J,Q:R_,s:C_,S:U8,u:W8,U:G8,V:Y8,w:X8,W:J8,x:null,X:null,y:Z8,Y:eD,Z:nD,"%":T_},x={a:C,A:X,b:re,B:ge,c:null,d:k_,e:k_,f:oD,g:gD,G:yD,H:rD,I:iD,j:sD,L:A_,m:aD,M:lD,p:Y,q:ie,Q:R_,s:C_,S:uD,u:cD,U:dD,V:fD,w:pD,W:hD,x:null,X:null,y:mD,Y:bD,Z:vD,"%":T_},k={a:O,A,b:L,B:q,c:I,d:$_,e:$_,f:N8,g:x_,G:w_,H:__,I:__,j:P8,L:O8,m:A8,M:D8,p:E,q:E8,Q:z8,s:B8,S:L8,u:k8,U:T8,V:R8,w:S8,W:C8,x:M,X:F,y:x_,Y:w_,Z:M8,"%":I8};$.x=_(n,$),$.X=_(r,$),$.c=_(t,$),x.x=_(n,x),x.X=_(r,x),x.c=_(t,x);function _(N,W){return function(Z){var D=[],ye=-1,ee=0,xe=N.length,Ne,Mt,Ri;for(Z instanceof Date||(Z=new Date(+Z));++ye<xe;)N.charCodeAt(ye)===37&&(D.push(N.slice(ee,ye)),(Mt=v_[Ne=N.charAt(++ye)])!=null?Ne=N.charAt(++ye):Mt=Ne==="e"?" ":"0",(Ri=W[Ne])&&(Ne=Ri(Z,Mt)),D.push(Ne),ee=ye+1);return D.push(N.slice(ee,ye)),D.join("")}}function S(N,W){return function(Z){var D=Bl(1900,void 0,1),ye=T(D,N,Z+="",0),ee,xe;if(ye!=Z.length)return null;if("Q"in D)return new Date(D.Q);if("s"in D)return new Date(D.s*1e3+("L"in D?D.L:0));if(W&&!("Z"in D)&&(D.Z=0),"p"in D&&(D.H=D.H%12+D.p*12),D.m===void 0&&(D.m="q"in D?D.q:0),"V"in D){if(D.V<1||D.V>53)return null;"w"in D||(D.w=1),"Z"in D?(ee=Jm(Bl(D.y,0,1)),xe=ee.getUTCDay(),ee=xe>4||xe===0?js.ceil(ee):js(ee),ee=Go.offset(ee,(D.V-1)*7),D.y=ee.getUTCFullYear(),D.m=ee.getUTCMonth(),D.d=ee.getUTCDate()+(D.w+6)%7):(ee=Xm(Bl(D.y,0,1)),xe=ee.getDay(),ee=xe>4||xe===0?Vs.ceil(ee):Vs(ee),ee=br.offset(ee,(D.V-1)*7),D.y=ee.getFullYear(),D.m=ee.getMonth(),D.d=ee.getDate()+(D.w+6)%7)}else("W"in D||"U"in D)&&("w"in D||(D.w="u"in D?D.u%7:"W"in D?1:0),xe="Z"in D?Jm(Bl(D.y,0,1)).getUTCDay():Xm(Bl(D.y,0,1)).getDay(),D.m=0,D.d="W"in D?(D.w+6)%7+D.W*7-(xe+5)%7:D.w+D.U*7-(xe+6)%7);return"Z"in D?(D.H+=D.Z/100|0,D.M+=D.Z%100,Jm(D)):Xm(D)}}function T(N,W,Z,D){for(var ye=0,ee=W.length,xe=Z.length,Ne,Mt;ye<ee;){if(D>=xe)return-1;if(Ne=W.charCodeAt(ye++),Ne===37){if(Ne=W.charAt(ye++),Mt=k[Ne in v_?W.charAt(ye++):Ne],!Mt||(D=Mt(N,Z,D))<0)return-1}else if(Ne!=Z.charCodeAt(D++))return-1}return D}function E(N,W,Z){var D=u.exec(W.slice(Z));return D?(N.p=c.get(D[0].toLowerCase()),Z+D[0].length):-1}function O(N,W,Z){var D=p.exec(W.slice(Z));return D?(N.w=m.get(D[0].toLowerCase()),Z+D[0].length):-1}function A(N,W,Z){var D=d.exec(W.slice(Z));return D?(N.w=f.get(D[0].toLowerCase()),Z+D[0].length):-1}function L(N,W,Z){var D=b.exec(W.slice(Z));return D?(N.m=w.get(D[0].toLowerCase()),Z+D[0].length):-1}function q(N,W,Z){var D=g.exec(W.slice(Z));return D?(N.m=y.get(D[0].toLowerCase()),Z+D[0].length):-1}function I(N,W,Z){return T(N,t,W,Z)}function M(N,W,Z){return T(N,n,W,Z)}function F(N,W,Z){return T(N,r,W,Z)}function B(N){return o[N.getDay()]}function Q(N){return s[N.getDay()]}function H(N){return l[N.getMonth()]}function K(N){return a[N.getMonth()]}function G(N){return i[+(N.getHours()>=12)]}function J(N){return 1+~~(N.getMonth()/3)}function C(N){return o[N.getUTCDay()]}function X(N){return s[N.getUTCDay()]}function re(N){return l[N.getUTCMonth()]}function ge(N){return a[N.getUTCMonth()]}function Y(N){return i[+(N.getUTCHours()>=12)]}function ie(N){return 1+~~(N.getUTCMonth()/3)}return{format:function(N){var W=_(N+="",$);return W.toString=function(){return N},W},parse:function(N){var W=S(N+="",!1);return W.toString=function(){return N},W},utcFormat:function(N){var W=_(N+="",x);return W.toString=function(){return N},W},utcParse:function(N){var W=S(N+="",!0);return W.toString=function(){return N},W}}}var v_={"-":"",_:" ",0:"0"},vt=/^\s*\d+/,x8=/^%/,$8=/[\\^$*+?|[\]().{}]/g;function we(e,t,n){var r=e<0?"-":"",i=(r?-e:e)+"",s=i.length;return r+(s<n?new Array(n-s+1).join(t)+i:i)}function _8(e){return e.replace($8,"\\$&")}function Hl(e){return new RegExp("^(?:"+e.map(_8).join("|")+")","i")}function Fl(e){return new Map(e.map((t,n)=>[t.toLowerCase(),n]))}function S8(e,t,n){var r=vt.exec(t.slice(n,n+1));return r?(e.w=+r[0],n+r[0].length):-1}function k8(e,t,n){var r=vt.exec(t.slice(n,n+1));return r?(e.u=+r[0],n+r[0].length):-1}function T8(e,t,n){var r=vt.exec(t.slice(n,n+2));return r?(e.U=+r[0],n+r[0].length):-1}function R8(e,t,n){var r=vt.exec(t.slice(n,n+2));return r?(e.V=+r[0],n+r[0].length):-1}function C8(e,t,n){var r=vt.exec(t.slice(n,n+2));return r?(e.W=+r[0],n+r[0].length):-1}function w_(e,t,n){var r=vt.exec(t.slice(n,n+4));return r?(e.y=+r[0],n+r[0].length):-1}function x_(e,t,n){var r=vt.exec(t.slice(n,n+2));return r?(e.y=+r[0]+(+r[0]>68?1900:2e3),n+r[0].length):-1}function M8(e,t,n){var r=/^(Z)|([+-]\d\d)(?::?(\d\d))?/.exec(t.slice(n,n+6));return r?(e.Z=r[1]?0:-(r[2]+(r[3]||"00")),n+r[0].length):-1}function E8(e,t,n){var r=vt.exec(t.slice(n,n+1));return r?(e.q=r[0]*3-3,n+r[0].length):-1}function A8(e,t,n){var r=vt.exec(t.slice(n,n+2));return r?(e.m=r[0]-1,n+r[0].length):-1}function $_(e,t,n){var r=vt.exec(t.slice(n,n+2));return r?(e.d=+r[0],n+r[0].length):-1}function P8(e,t,n){var r=vt.exec(t.slice(n,n+3));return r?(e.m=0,e.d=+r[0],n+r[0].length):-1}function __(e,t,n){var r=vt.exec(t.slice(n,n+2));return r?(e.H=+r[0],n+r[0].length):-1}function D8(e,t,n){var r=vt.exec(t.slice(n,n+2));return r?(e.M=+r[0],n+r[0].length):-1}function L8(e,t,n){var r=vt.exec(t.slice(n,n+2));return r?(e.S=+r[0],n+r[0].length):-1}function O8(e,t,n){var r=vt.exec(t.slice(n,n+3));return r?(e.L=+r[0],n+r[0].length):-1}function N8(e,t,n){var r=vt.exec(t.slice(n,n+6));return r?(e.L=Math.floor(r[0]/1e3),n+r[0].length):-1}function I8(e,t,n){var r=x8.exec(t.slice(n,n+1));return r?n+r[0].length:-1}function z8(e,t,n){var r=vt.exec(t.slice(n));return r?(e.Q=+r[0],n+r[0].length):-1}function B8(e,t,n){var r=vt.exec(t.slice(n));return r?(e.s=+r[0],n+r[0].length):-1}function S_(e,t){return we(e.getDate(),t,2)}function H8(e,t){return we(e.getHours(),t,2)}function F8(e,t){return we(e.getHours()%12||12,t,2)}function V8(e,t){return we(1+br.count(Xt(e),e),t,3)}function M_(e,t){return we(e.getMilliseconds(),t,3)}function K8(e,t){return M_(e,t)+"000"}function j8(e,t){return we(e.getMonth()+1,t,2)}function q8(e,t){return we(e.getMinutes(),t,2)}function U8(e,t){return we(e.getSeconds(),t,2)}function W8(e){var t=e.getDay();return t===0?7:t}function G8(e,t){return we(yr.count(Xt(e)-1,e),t,2)}function E_(e){var t=e.getDay();return t>=4||t===0?oi(e):oi.ceil(e)}function Y8(e,t){return e=E_(e),we(oi.count(Xt(e),e)+(Xt(e).getDay()===4),t,2)}function X8(e){return e.getDay()}function J8(e,t){return we(Vs.count(Xt(e)-1,e),t,2)}function Z8(e,t){return we(e.getFullYear()%100,t,2)}function Q8(e,t){return e=E_(e),we(e.getFullYear()%100,t,2)}function eD(e,t){return we(e.getFullYear()%1e4,t,4)}function tD(e,t){var n=e.getDay();return e=n>=4||n===0?oi(e):oi.ceil(e),we(e.getFullYear()%1e4,t,4)}function nD(e){var t=e.getTimezoneOffset();return(t>0?"-":(t*=-1,"+"))+we(t/60|0,"0",2)+we(t%60,"0",2)}function k_(e,t){return we(e.getUTCDate(),t,2)}function rD(e,t){return we(e.getUTCHours(),t,2)}function iD(e,t){return we(e.getUTCHours()%12||12,t,2)}function sD(e,t){return we(1+Go.count(Jt(e),e),t,3)}function A_(e,t){return we(e.getUTCMilliseconds(),t,3)}function oD(e,t){return A_(e,t)+"000"}function aD(e,t){return we(e.getUTCMonth()+1,t,2)}function lD(e,t){return we(e.getUTCMinutes(),t,2)}function uD(e,t){return we(e.getUTCSeconds(),t,2)}function cD(e){var t=e.getUTCDay();return t===0?7:t}function dD(e,t){return we(vr.count(Jt(e)-1,e),t,2)}function P_(e){var t=e.getUTCDay();return t>=4||t===0?ai(e):ai.ceil(e)}function fD(e,t){return e=P_(e),we(ai.count(Jt(e),e)+(Jt(e).getUTCDay()===4),t,2)}function pD(e){return e.getUTCDay()}function hD(e,t){return we(js.count(Jt(e)-1,e),t,2)}function mD(e,t){return we(e.getUTCFullYear()%100,t,2)}function gD(e,t){return e=P_(e),we(e.getUTCFullYear()%100,t,2)}function bD(e,t){return we(e.getUTCFullYear()%1e4,t,4)}function yD(e,t){var n=e.getUTCDay();return e=n>=4||n===0?ai(e):ai.ceil(e),we(e.getUTCFullYear()%1e4,t,4)}function vD(){return"+0000"}function T_(){return"%"}function R_(e){return+e}function C_(e){return Math.floor(+e/1e3)}var Yo,Vl,wD,wr,D_;xD({dateTime:"%x, %X",date:"%-m/%-d/%Y",time:"%-I:%M:%S %p",periods:["AM","PM"],days:["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],shortDays:["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],months:["January","February","March","April","May","June","July","August","September","October","November","December"],shortMonths:["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]});function xD(e){return Yo=w8(e),Vl=Yo.format,wD=Yo.parse,wr=Yo.utcFormat,D_=Yo.utcParse,Yo}var L_="%Y-%m-%dT%H:%M:%S.%LZ";function $D(e){return e.toISOString()}var HH=Date.prototype.toISOString?$D:wr(L_);function _D(e){var t=new Date(e);return isNaN(t)?null:t}var FH=+new Date("2000-01-01T00:00:00.000Z")?_D:D_(L_);function xr(e,t){switch(arguments.length){case 0:break;case 1:this.range(e);break;default:this.range(t).domain(e);break}return this}function Nd(e,t){switch(arguments.length){case 0:break;case 1:{typeof e=="function"?this.interpolator(e):this.range(e);break}default:{this.domain(e),typeof t=="function"?this.interpolator(t):this.range(t);break}}return this}var Od=Symbol("implicit");function Id(){var e=new vn,t=[],n=[],r=Od;function i(s){let o=e.get(s);if(o===void 0){if(r!==Od)return r;e.set(s,o=t.push(s)-1)}return n[o%n.length]}return i.domain=function(s){if(!arguments.length)return t.slice();t=[],e=new vn;for(let o of s)e.has(o)||e.set(o,t.push(o)-1);return i},i.range=function(s){return arguments.length?(n=Array.from(s),i):n.slice()},i.unknown=function(s){return arguments.length?(r=s,i):r},i.copy=function(){return Id(t,n).unknown(r)},xr.apply(i,arguments),i}function Xo(){var e=Id().unknown(void 0),t=e.domain,n=e.range,r=0,i=1,s,o,a=!1,l=0,u=0,c=.5;delete e.unknown;function d(){var f=t().length,p=i<r,m=p?i:r,g=p?r:i;s=(g-m)/Math.max(1,f-l+u*2),a&&(s=Math.floor(s)),m+=(g-m-s*(f-l))*c,o=s*(1-l),a&&(m=Math.round(m),o=Math.round(o));var y=Do(f).map(function(b){return m+s*b});return n(p?y.reverse():y)}return e.domain=function(f){return arguments.length?(t(f),d()):t()},e.range=function(f){return arguments.length?([r,i]=f,r=+r,i=+i,d()):[r,i]},e.rangeRound=function(f){return[r,i]=f,r=+r,i=+i,a=!0,d()},e.bandwidth=function(){return o},e.step=function(){return s},e.round=function(f){return arguments.length?(a=!!f,d()):a},e.padding=function(f){return arguments.length?(l=Math.min(1,u=+f),d()):l},e.paddingInner=function(f){return arguments.length?(l=Math.min(1,f),d()):l},e.paddingOuter=function(f){return arguments.length?(u=+f,d()):u},e.align=function(f){return arguments.length?(c=Math.max(0,Math.min(1,f)),d()):c},e.copy=function(){return Xo(t(),[r,i]).round(a).paddingInner(l).paddingOuter(u).align(c)},xr.apply(d(),arguments)}function V_(e){var t=e.copy;return e.padding=e.paddingOuter,delete e.paddingInner,delete e.paddingOuter,e.copy=function(){return V_(t())},e}function K_(){return V_(Xo.apply(null,arguments).paddingInner(1))}function SD(e){return function(){return e}}function Zm(e){return+e}var O_=[0,1];function Rn(e){return e}function Qm(e,t){return(t-=e=+e)?function(n){return(n-e)/t}:SD(isNaN(t)?NaN:.5)}function kD(e,t){var n;return e>t&&(n=e,e=t,t=n),function(r){return Math.max(e,Math.min(t,r))}}function TD(e,t,n){var r=e[0],i=e[1],s=t[0],o=t[1];return i<r?(r=Qm(i,r),s=n(o,s)):(r=Qm(r,i),s=n(s,o)),function(a){return s(r(a))}}function RD(e,t,n){var r=Math.min(e.length,t.length)-1,i=new Array(r),s=new Array(r),o=-1;for(e[r]<e[0]&&(e=e.slice().reverse(),t=t.slice().reverse());++o<r;)i[o]=Qm(e[o],e[o+1]),s[o]=n(t[o],t[o+1]);return function(a){var l=Po(e,a,1,r)-1;return s[l](i[l](a))}}function Kl(e,t){return t.domain(e.domain()).range(e.range()).interpolate(e.interpolate()).clamp(e.clamp()).unknown(e.unknown())}function zd(){var e=O_,t=O_,n=Fo,r,i,s,o=Rn,a,l,u;function c(){var f=Math.min(e.length,t.length);return o!==Rn&&(o=kD(e[0],e[f-1])),a=f>2?RD:TD,l=u=null,d}function d(f){return f==null||isNaN(f=+f)?s:(l||(l=a(e.map(r),t,n)))(r(o(f)))}return d.invert=function(f){return o(i((u||(u=a(t,e.map(r),dt)))(f)))},d.domain=function(f){return arguments.length?(e=Array.from(f,Zm),c()):e.slice()},d.range=function(f){return arguments.length?(t=Array.from(f),c()):t.slice()},d.rangeRound=function(f){return t=Array.from(f),n=xl,c()},d.clamp=function(f){return arguments.length?(o=f?!0:Rn,c()):o!==Rn},d.interpolate=function(f){return arguments.length?(n=f,c()):n},d.unknown=function(f){return arguments.length?(s=f,d):s},function(f,p){return r=f,i=p,c()}}function j_(){return zd()(Rn,Rn)}function CD(e,t,n,r){var i=gl(e,t,n),s;switch(r=Ko(r??",f"),r.type){case"s":{var o=Math.max(Math.abs(e),Math.abs(t));return r.precision==null&&!isNaN(s=s$(i,o))&&(r.precision=s),dm(r,o)}case"":case"e":case"g":case"p":case"r":{r.precision==null&&!isNaN(s=o$(i,Math.max(Math.abs(e),Math.abs(t))))&&(r.precision=s-(r.type==="e"));break}case"f":case"%":{r.precision==null&&!isNaN(s=i$(i))&&(r.precision=s-(r.type==="%")*2);break}}return hr(r)}function jl(e){var t=e.domain;return e.ticks=function(n){var r=t();return Li(r[0],r[r.length-1],n??10)},e.tickFormat=function(n,r){var i=t();return CD(i[0],i[i.length-1],n??10,r)},e.nice=function(n){n==null&&(n=10);var r=t(),i=0,s=r.length-1,o=r[i],a=r[s],l,u,c=10;for(a<o&&(u=o,o=a,a=u,u=i,i=s,s=u);c-- >0;){if(u=Eo(o,a,n),u===l)return r[i]=o,r[s]=a,t(r);if(u>0)o=Math.floor(o/u)*u,a=Math.ceil(a/u)*u;else if(u<0)o=Math.ceil(o*u)/u,a=Math.floor(a*u)/u;else break;l=u}return e},e}function ql(){var e=j_();return e.copy=function(){return Kl(e,ql())},xr.apply(e,arguments),jl(e)}function eg(e){var t;function n(r){return r==null||isNaN(r=+r)?t:r}return n.invert=n,n.domain=n.range=function(r){return arguments.length?(e=Array.from(r,Zm),n):e.slice()},n.unknown=function(r){return arguments.length?(t=r,n):t},n.copy=function(){return eg(e).unknown(t)},e=arguments.length?Array.from(e,Zm):[0,1],jl(n)}function q_(e,t){e=e.slice();var n=0,r=e.length-1,i=e[n],s=e[r],o;return s<i&&(o=n,n=r,r=o,o=i,i=s,s=o),e[n]=t.floor(i),e[r]=t.ceil(s),e}function N_(e){return Math.log(e)}function I_(e){return Math.exp(e)}function MD(e){return-Math.log(-e)}function ED(e){return-Math.exp(-e)}function AD(e){return isFinite(e)?+("1e"+e):e<0?0:e}function PD(e){return e===10?AD:e===Math.E?Math.exp:t=>Math.pow(e,t)}function DD(e){return e===Math.E?Math.log:e===10&&Math.log10||e===2&&Math.log2||(e=Math.log(e),t=>Math.log(t)/e)}function z_(e){return(t,n)=>-e(-t,n)}function U_(e){let t=e(N_,I_),n=t.domain,r=10,i,s;function o(){return i=DD(r),s=PD(r),n()[0]<0?(i=z_(i),s=z_(s),e(MD,ED)):e(N_,I_),t}return t.base=function(a){return arguments.length?(r=+a,o()):r},t.domain=function(a){return arguments.length?(n(a),o()):n()},t.ticks=a=>{let l=n(),u=l[0],c=l[l.length-1],d=c<u;d&&([u,c]=[c,u]);let f=i(u),p=i(c),m,g,y=a==null?10:+a,b=[];if(!(r%1)&&p-f<y){if(f=Math.floor(f),p=Math.ceil(p),u>0){for(;f<=p;++f)for(m=1;m<r;++m)if(g=f<0?m/s(-f):m*s(f),!(g<u)){if(g>c)break;b.push(g)}}else for(;f<=p;++f)for(m=r-1;m>=1;--m)if(g=f>0?m/s(-f):m*s(f),!(g<u)){if(g>c)break;b.push(g)}b.length*2<y&&(b=Li(u,c,y))}else b=Li(f,p,Math.min(p-f,y)).map(s);return d?b.reverse():b},t.tickFormat=(a,l)=>{if(a==null&&(a=10),l==null&&(l=r===10?"s":","),typeof l!="function"&&(!(r%1)&&(l=Ko(l)).precision==null&&(l.trim=!0),l=hr(l)),a===1/0)return l;let u=Math.max(1,r*a/t.ticks().length);return c=>{let d=c/s(Math.round(i(c)));return d*r<r-.5&&(d*=r),d<=u?l(c):""}},t.nice=()=>n(q_(n(),{floor:a=>s(Math.floor(i(a))),ceil:a=>s(Math.ceil(i(a)))})),t}function tg(){let e=U_(zd()).domain([1,10]);return e.copy=()=>Kl(e,tg()).base(e.base()),xr.apply(e,arguments),e}function B_(e){return function(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))}}function H_(e){return function(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}function W_(e){var t=1,n=e(B_(t),H_(t));return n.constant=function(r){return arguments.length?e(B_(t=+r),H_(t)):t},jl(n)}function ng(){var e=W_(zd());return e.copy=function(){return Kl(e,ng()).constant(e.constant())},xr.apply(e,arguments)}function F_(e){return function(t){return t<0?-Math.pow(-t,e):Math.pow(t,e)}}function LD(e){return e<0?-Math.sqrt(-e):Math.sqrt(e)}function OD(e){return e<0?-e*e:e*e}function G_(e){var t=e(Rn,Rn),n=1;function r(){return n===1?e(Rn,Rn):n===.5?e(LD,OD):e(F_(n),F_(1/n))}return t.exponent=function(i){return arguments.length?(n=+i,r()):n},jl(t)}function rg(){var e=G_(zd());return e.copy=function(){return Kl(e,rg()).exponent(e.exponent())},xr.apply(e,arguments),e}function ig(){var e=[],t=[],n=[],r;function i(){var o=0,a=Math.max(1,t.length);for(n=new Array(a-1);++o<a;)n[o-1]=Xx(e,o/a);return s}function s(o){return o==null||isNaN(o=+o)?r:t[Po(n,o)]}return s.invertExtent=function(o){var a=t.indexOf(o);return a<0?[NaN,NaN]:[a>0?n[a-1]:e[0],a<n.length?n[a]:e[e.length-1]]},s.domain=function(o){if(!arguments.length)return e.slice();e=[];for(let a of o)a!=null&&!isNaN(a=+a)&&e.push(a);return e.sort(Lt),i()},s.range=function(o){return arguments.length?(t=Array.from(o),i()):t.slice()},s.unknown=function(o){return arguments.length?(r=o,s):r},s.quantiles=function(){return n.slice()},s.copy=function(){return ig().domain(e).range(t).unknown(r)},xr.apply(s,arguments)}function sg(){var e=[.5],t=[0,1],n,r=1;function i(s){return s!=null&&s<=s?t[Po(e,s,0,r)]:n}return i.domain=function(s){return arguments.length?(e=Array.from(s),r=Math.min(e.length,t.length-1),i):e.slice()},i.range=function(s){return arguments.length?(t=Array.from(s),r=Math.min(e.length,t.length-1),i):t.slice()},i.invertExtent=function(s){var o=t.indexOf(s);return[e[o-1],e[o]]},i.unknown=function(s){return arguments.length?(n=s,i):n},i.copy=function(){return sg().domain(e).range(t).unknown(n)},xr.apply(i,arguments)}function ND(e){return new Date(e)}function ID(e){return e instanceof Date?+e:Math.round(e)}function og(e,t,n,r,i,s,o,a,l,u){var c=j_(),d=c.invert,f=c.domain,p=u(".%L"),m=u(":%S"),g=u("%I:%M"),y=u("%I %p"),b=u("%a %d"),w=u("%b %d"),$=u("%B"),x=u("%Y");function k(_){return(l(_)<_?p:a(_)<_?m:o(_)<_?g:s(_)<_?y:r(_)<_?i(_)<_?b:w:n(_)<_?$:x)(_)}return c.invert=function(_){return new Date(Math.round(d(_)))},c.domain=function(_){return arguments.length?f(Array.from(_,ID)):f().map(ND)},c.ticks=function(_){var S=f();return e(S[0],S[S.length-1],_??10)},c.tickFormat=function(_,S){return S==null?k:u(S)},c.nice=function(_){var S=f();return(!_||typeof _.range!="function")&&(_=t(S[0],S[S.length-1],_??10)),_?f(q_(S,_)):c},c.copy=function(){return Kl(c,og(e,t,n,r,i,s,o,a,l,u))},c}function Y_(){return xr.apply(og(b_,y_,Xt,qs,yr,br,Bs,Is,Ft,Vl).domain([new Date(2e3,0,1),new Date(2e3,0,2)]),arguments)}function X_(){return xr.apply(og(g_,Ld,Jt,Us,vr,Go,Hs,zs,Ft,wr).domain([Date.UTC(2e3,0,1),Date.UTC(2e3,0,2)]),arguments)}function Bd(e,t){return t.domain(e.domain()).interpolator(e.interpolator()).clamp(e.clamp()).unknown(e.unknown())}function Hd(){var e=0,t=.5,n=1,r=1,i,s,o,a,l,u=Rn,c,d=!1,f;function p(g){return g==null||isNaN(g=+g)?f:(g=.5+((g=+c(g))-s)*(r*g<r*s?a:l),u(d?Math.max(0,Math.min(1,g)):g))}p.domain=function(g){return arguments.length?([e,t,n]=g,i=c(e=+e),s=c(t=+t),o=c(n=+n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,p):[e,t,n]},p.clamp=function(g){return arguments.length?(d=!!g,p):d},p.interpolator=function(g){return arguments.length?(u=g,p):u};function m(g){return function(y){var b,w,$;return arguments.length?([b,w,$]=y,u=Ii(g,[b,w,$]),p):[u(0),u(.5),u(1)]}}return p.range=m(Fo),p.rangeRound=m(xl),p.unknown=function(g){return arguments.length?(f=g,p):f},function(g){return c=g,i=g(e),s=g(t),o=g(n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,p}}function ag(){var e=jl(Hd()(Rn));return e.copy=function(){return Bd(e,ag())},Nd.apply(e,arguments)}function lg(){var e=U_(Hd()).domain([.1,1,10]);return e.copy=function(){return Bd(e,lg()).base(e.base())},Nd.apply(e,arguments)}function ug(){var e=W_(Hd());return e.copy=function(){return Bd(e,ug()).constant(e.constant())},Nd.apply(e,arguments)}function cg(){var e=G_(Hd());return e.copy=function(){return Bd(e,cg()).exponent(e.exponent())},Nd.apply(e,arguments)}function le(e){for(var t=e.length/6|0,n=new Array(t),r=0;r<t;)n[r]="#"+e.slice(r*6,++r*6);return n}var J_=le("1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf"),Z_=le("7fc97fbeaed4fdc086ffff99386cb0f0027fbf5b17666666"),Q_=le("1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666"),eS=le("4269d0efb118ff725c6cc5b03ca951ff8ab7a463f297bbf59c6b4e9498a0"),tS=le("a6cee31f78b4b2df8a33a02cfb9a99e31a1cfdbf6fff7f00cab2d66a3d9affff99b15928"),nS=le("fbb4aeb3cde3ccebc5decbe4fed9a6ffffcce5d8bdfddaecf2f2f2"),rS=le("b3e2cdfdcdaccbd5e8f4cae4e6f5c9fff2aef1e2cccccccc"),iS=le("e41a1c377eb84daf4a984ea3ff7f00ffff33a65628f781bf999999"),sS=le("66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3"),oS=le("8dd3c7ffffb3bebadafb807280b1d3fdb462b3de69fccde5d9d9d9bc80bdccebc5ffed6f"),aS=le("4e79a7f28e2ce1575976b7b259a14fedc949af7aa1ff9da79c755fbab0ab"),Le=e=>V1(e[e.length-1]),dg=new Array(3).concat("d8b365f5f5f55ab4ac","a6611adfc27d80cdc1018571","a6611adfc27df5f5f580cdc1018571","8c510ad8b365f6e8c3c7eae55ab4ac01665e","8c510ad8b365f6e8c3f5f5f5c7eae55ab4ac01665e","8c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e","8c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e","5430058c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e003c30","5430058c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e003c30").map(le),fg=Le(dg),pg=new Array(3).concat("af8dc3f7f7f77fbf7b","7b3294c2a5cfa6dba0008837","7b3294c2a5cff7f7f7a6dba0008837","762a83af8dc3e7d4e8d9f0d37fbf7b1b7837","762a83af8dc3e7d4e8f7f7f7d9f0d37fbf7b1b7837","762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b7837","762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b7837","40004b762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b783700441b","40004b762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b783700441b").map(le),hg=Le(pg),mg=new Array(3).concat("e9a3c9f7f7f7a1d76a","d01c8bf1b6dab8e1864dac26","d01c8bf1b6daf7f7f7b8e1864dac26","c51b7de9a3c9fde0efe6f5d0a1d76a4d9221","c51b7de9a3c9fde0eff7f7f7e6f5d0a1d76a4d9221","c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221","c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221","8e0152c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221276419","8e0152c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221276419").map(le),gg=Le(mg),bg=new Array(3).concat("998ec3f7f7f7f1a340","5e3c99b2abd2fdb863e66101","5e3c99b2abd2f7f7f7fdb863e66101","542788998ec3d8daebfee0b6f1a340b35806","542788998ec3d8daebf7f7f7fee0b6f1a340b35806","5427888073acb2abd2d8daebfee0b6fdb863e08214b35806","5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b35806","2d004b5427888073acb2abd2d8daebfee0b6fdb863e08214b358067f3b08","2d004b5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b358067f3b08").map(le),yg=Le(bg),Kd=new Array(3).concat("ef8a62f7f7f767a9cf","ca0020f4a58292c5de0571b0","ca0020f4a582f7f7f792c5de0571b0","b2182bef8a62fddbc7d1e5f067a9cf2166ac","b2182bef8a62fddbc7f7f7f7d1e5f067a9cf2166ac","b2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac","b2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac","67001fb2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac053061","67001fb2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac053061").map(le),Ul=Le(Kd),vg=new Array(3).concat("ef8a62ffffff999999","ca0020f4a582bababa404040","ca0020f4a582ffffffbababa404040","b2182bef8a62fddbc7e0e0e09999994d4d4d","b2182bef8a62fddbc7ffffffe0e0e09999994d4d4d","b2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d","b2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d","67001fb2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d1a1a1a","67001fb2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d1a1a1a").map(le),wg=Le(vg),jd=new Array(3).concat("fc8d59ffffbf91bfdb","d7191cfdae61abd9e92c7bb6","d7191cfdae61ffffbfabd9e92c7bb6","d73027fc8d59fee090e0f3f891bfdb4575b4","d73027fc8d59fee090ffffbfe0f3f891bfdb4575b4","d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4","d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4","a50026d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4313695","a50026d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4313695").map(le),Wl=Le(jd),xg=new Array(3).concat("fc8d59ffffbf91cf60","d7191cfdae61a6d96a1a9641","d7191cfdae61ffffbfa6d96a1a9641","d73027fc8d59fee08bd9ef8b91cf601a9850","d73027fc8d59fee08bffffbfd9ef8b91cf601a9850","d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850","d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850","a50026d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850006837","a50026d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850006837").map(le),$g=Le(xg),_g=new Array(3).concat("fc8d59ffffbf99d594","d7191cfdae61abdda42b83ba","d7191cfdae61ffffbfabdda42b83ba","d53e4ffc8d59fee08be6f59899d5943288bd","d53e4ffc8d59fee08bffffbfe6f59899d5943288bd","d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd","d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd","9e0142d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd5e4fa2","9e0142d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd5e4fa2").map(le),Sg=Le(_g),kg=new Array(3).concat("e5f5f999d8c92ca25f","edf8fbb2e2e266c2a4238b45","edf8fbb2e2e266c2a42ca25f006d2c","edf8fbccece699d8c966c2a42ca25f006d2c","edf8fbccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45006d2c00441b").map(le),Tg=Le(kg),Rg=new Array(3).concat("e0ecf49ebcda8856a7","edf8fbb3cde38c96c688419d","edf8fbb3cde38c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d810f7c4d004b").map(le),Cg=Le(Rg),Mg=new Array(3).concat("e0f3dba8ddb543a2ca","f0f9e8bae4bc7bccc42b8cbe","f0f9e8bae4bc7bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe0868ac084081").map(le),Eg=Le(Mg),Ag=new Array(3).concat("fee8c8fdbb84e34a33","fef0d9fdcc8afc8d59d7301f","fef0d9fdcc8afc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301fb300007f0000").map(le),Pg=Le(Ag),Dg=new Array(3).concat("ece2f0a6bddb1c9099","f6eff7bdc9e167a9cf02818a","f6eff7bdc9e167a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016c59014636").map(le),Lg=Le(Dg),Og=new Array(3).concat("ece7f2a6bddb2b8cbe","f1eef6bdc9e174a9cf0570b0","f1eef6bdc9e174a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0045a8d023858").map(le),Ng=Le(Og),Ig=new Array(3).concat("e7e1efc994c7dd1c77","f1eef6d7b5d8df65b0ce1256","f1eef6d7b5d8df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125698004367001f").map(le),zg=Le(Ig),Bg=new Array(3).concat("fde0ddfa9fb5c51b8a","feebe2fbb4b9f768a1ae017e","feebe2fbb4b9f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a017749006a").map(le),Hg=Le(Bg),Fg=new Array(3).concat("edf8b17fcdbb2c7fb8","ffffcca1dab441b6c4225ea8","ffffcca1dab441b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea8253494081d58").map(le),Vg=Le(Fg),Kg=new Array(3).concat("f7fcb9addd8e31a354","ffffccc2e69978c679238443","ffffccc2e69978c67931a354006837","ffffccd9f0a3addd8e78c67931a354006837","ffffccd9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443006837004529").map(le),jg=Le(Kg),qg=new Array(3).concat("fff7bcfec44fd95f0e","ffffd4fed98efe9929cc4c02","ffffd4fed98efe9929d95f0e993404","ffffd4fee391fec44ffe9929d95f0e993404","ffffd4fee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c02993404662506").map(le),Ug=Le(qg),Wg=new Array(3).concat("ffeda0feb24cf03b20","ffffb2fecc5cfd8d3ce31a1c","ffffb2fecc5cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cbd0026800026").map(le),Gg=Le(Wg),Yg=new Array(3).concat("deebf79ecae13182bd","eff3ffbdd7e76baed62171b5","eff3ffbdd7e76baed63182bd08519c","eff3ffc6dbef9ecae16baed63182bd08519c","eff3ffc6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b508519c08306b").map(le),Xg=Le(Yg),Jg=new Array(3).concat("e5f5e0a1d99b31a354","edf8e9bae4b374c476238b45","edf8e9bae4b374c47631a354006d2c","edf8e9c7e9c0a1d99b74c47631a354006d2c","edf8e9c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45006d2c00441b").map(le),Zg=Le(Jg),Qg=new Array(3).concat("f0f0f0bdbdbd636363","f7f7f7cccccc969696525252","f7f7f7cccccc969696636363252525","f7f7f7d9d9d9bdbdbd969696636363252525","f7f7f7d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525000000").map(le),eb=Le(Qg),tb=new Array(3).concat("efedf5bcbddc756bb1","f2f0f7cbc9e29e9ac86a51a3","f2f0f7cbc9e29e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a354278f3f007d").map(le),nb=Le(tb),rb=new Array(3).concat("fee0d2fc9272de2d26","fee5d9fcae91fb6a4acb181d","fee5d9fcae91fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181da50f1567000d").map(le),ib=Le(rb),sb=new Array(3).concat("fee6cefdae6be6550d","feeddefdbe85fd8d3cd94701","feeddefdbe85fd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d94801a636037f2704").map(le),ob=Le(sb);function ab(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(-4.54-e*(35.34-e*(2381.73-e*(6402.7-e*(7024.72-e*2710.57)))))))+", "+Math.max(0,Math.min(255,Math.round(32.49+e*(170.73+e*(52.82-e*(131.46-e*(176.58-e*67.37)))))))+", "+Math.max(0,Math.min(255,Math.round(81.24+e*(442.36-e*(2482.43-e*(6167.24-e*(6614.94-e*2475.67)))))))+")"}var lb=ud(xn(300,.5,0),xn(-240,.5,1)),ub=ud(xn(-100,.75,.35),xn(80,1.5,.8)),cb=ud(xn(260,.75,.35),xn(80,1.5,.8)),Fd=xn();function db(e){(e<0||e>1)&&(e-=Math.floor(e));var t=Math.abs(e-.5);return Fd.h=360*e-100,Fd.s=1.5-1.5*t,Fd.l=.8-.9*t,Fd+""}var Vd=jn(),zD=Math.PI/3,BD=Math.PI*2/3;function fb(e){var t;return e=(.5-e)*Math.PI,Vd.r=255*(t=Math.sin(e))*t,Vd.g=255*(t=Math.sin(e+zD))*t,Vd.b=255*(t=Math.sin(e+BD))*t,Vd+""}function pb(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(34.61+e*(1172.33-e*(10793.56-e*(33300.12-e*(38394.49-e*14825.05)))))))+", "+Math.max(0,Math.min(255,Math.round(23.31+e*(557.33+e*(1225.33-e*(3574.96-e*(1073.77+e*707.56)))))))+", "+Math.max(0,Math.min(255,Math.round(27.2+e*(3211.1-e*(15327.97-e*(27814-e*(22569.18-e*6838.66)))))))+")"}function qd(e){var t=e.length;return function(n){return e[Math.max(0,Math.min(t-1,Math.floor(n*t)))]}}var hb=qd(le("44015444025645045745055946075a46085c460a5d460b5e470d60470e6147106347116447136548146748166848176948186a481a6c481b6d481c6e481d6f481f70482071482173482374482475482576482677482878482979472a7a472c7a472d7b472e7c472f7d46307e46327e46337f463480453581453781453882443983443a83443b84433d84433e85423f854240864241864142874144874045884046883f47883f48893e49893e4a893e4c8a3d4d8a3d4e8a3c4f8a3c508b3b518b3b528b3a538b3a548c39558c39568c38588c38598c375a8c375b8d365c8d365d8d355e8d355f8d34608d34618d33628d33638d32648e32658e31668e31678e31688e30698e306a8e2f6b8e2f6c8e2e6d8e2e6e8e2e6f8e2d708e2d718e2c718e2c728e2c738e2b748e2b758e2a768e2a778e2a788e29798e297a8e297b8e287c8e287d8e277e8e277f8e27808e26818e26828e26828e25838e25848e25858e24868e24878e23888e23898e238a8d228b8d228c8d228d8d218e8d218f8d21908d21918c20928c20928c20938c1f948c1f958b1f968b1f978b1f988b1f998a1f9a8a1e9b8a1e9c891e9d891f9e891f9f881fa0881fa1881fa1871fa28720a38620a48621a58521a68522a78522a88423a98324aa8325ab8225ac8226ad8127ad8128ae8029af7f2ab07f2cb17e2db27d2eb37c2fb47c31b57b32b67a34b67935b77937b87838b9773aba763bbb753dbc743fbc7340bd7242be7144bf7046c06f48c16e4ac16d4cc26c4ec36b50c46a52c56954c56856c66758c7655ac8645cc8635ec96260ca6063cb5f65cb5e67cc5c69cd5b6ccd5a6ece5870cf5773d05675d05477d1537ad1517cd2507fd34e81d34d84d44b86d54989d5488bd6468ed64590d74393d74195d84098d83e9bd93c9dd93ba0da39a2da37a5db36a8db34aadc32addc30b0dd2fb2dd2db5de2bb8de29bade28bddf26c0df25c2df23c5e021c8e020cae11fcde11dd0e11cd2e21bd5e21ad8e219dae319dde318dfe318e2e418e5e419e7e419eae51aece51befe51cf1e51df4e61ef6e620f8e621fbe723fde725")),mb=qd(le("00000401000501010601010802010902020b02020d03030f03031204041405041606051806051a07061c08071e0907200a08220b09240c09260d0a290e0b2b100b2d110c2f120d31130d34140e36150e38160f3b180f3d19103f1a10421c10441d11471e114920114b21114e22115024125325125527125829115a2a115c2c115f2d11612f116331116533106734106936106b38106c390f6e3b0f703d0f713f0f72400f74420f75440f764510774710784910784a10794c117a4e117b4f127b51127c52137c54137d56147d57157e59157e5a167e5c167f5d177f5f187f601880621980641a80651a80671b80681c816a1c816b1d816d1d816e1e81701f81721f817320817521817621817822817922827b23827c23827e24828025828125818326818426818627818827818928818b29818c29818e2a81902a81912b81932b80942c80962c80982d80992d809b2e7f9c2e7f9e2f7fa02f7fa1307ea3307ea5317ea6317da8327daa337dab337cad347cae347bb0357bb2357bb3367ab5367ab73779b83779ba3878bc3978bd3977bf3a77c03a76c23b75c43c75c53c74c73d73c83e73ca3e72cc3f71cd4071cf4070d0416fd2426fd3436ed5446dd6456cd8456cd9466bdb476adc4869de4968df4a68e04c67e24d66e34e65e44f64e55064e75263e85362e95462ea5661eb5760ec5860ed5a5fee5b5eef5d5ef05f5ef1605df2625df2645cf3655cf4675cf4695cf56b5cf66c5cf66e5cf7705cf7725cf8745cf8765cf9785df9795df97b5dfa7d5efa7f5efa815ffb835ffb8560fb8761fc8961fc8a62fc8c63fc8e64fc9065fd9266fd9467fd9668fd9869fd9a6afd9b6bfe9d6cfe9f6dfea16efea36ffea571fea772fea973feaa74feac76feae77feb078feb27afeb47bfeb67cfeb77efeb97ffebb81febd82febf84fec185fec287fec488fec68afec88cfeca8dfecc8ffecd90fecf92fed194fed395fed597fed799fed89afdda9cfddc9efddea0fde0a1fde2a3fde3a5fde5a7fde7a9fde9aafdebacfcecaefceeb0fcf0b2fcf2b4fcf4b6fcf6b8fcf7b9fcf9bbfcfbbdfcfdbf")),gb=qd(le("00000401000501010601010802010a02020c02020e03021004031204031405041706041907051b08051d09061f0a07220b07240c08260d08290e092b10092d110a30120a32140b34150b37160b39180c3c190c3e1b0c411c0c431e0c451f0c48210c4a230c4c240c4f260c51280b53290b552b0b572d0b592f0a5b310a5c320a5e340a5f3609613809623909633b09643d09653e0966400a67420a68440a68450a69470b6a490b6a4a0c6b4c0c6b4d0d6c4f0d6c510e6c520e6d540f6d550f6d57106e59106e5a116e5c126e5d126e5f136e61136e62146e64156e65156e67166e69166e6a176e6c186e6d186e6f196e71196e721a6e741a6e751b6e771c6d781c6d7a1d6d7c1d6d7d1e6d7f1e6c801f6c82206c84206b85216b87216b88226a8a226a8c23698d23698f24699025689225689326679526679727669827669a28659b29649d29649f2a63a02a63a22b62a32c61a52c60a62d60a82e5fa92e5eab2f5ead305dae305cb0315bb1325ab3325ab43359b63458b73557b93556ba3655bc3754bd3853bf3952c03a51c13a50c33b4fc43c4ec63d4dc73e4cc83f4bca404acb4149cc4248ce4347cf4446d04545d24644d34743d44842d54a41d74b3fd84c3ed94d3dda4e3cdb503bdd513ade5238df5337e05536e15635e25734e35933e45a31e55c30e65d2fe75e2ee8602de9612bea632aeb6429eb6628ec6726ed6925ee6a24ef6c23ef6e21f06f20f1711ff1731df2741cf3761bf37819f47918f57b17f57d15f67e14f68013f78212f78410f8850ff8870ef8890cf98b0bf98c0af98e09fa9008fa9207fa9407fb9606fb9706fb9906fb9b06fb9d07fc9f07fca108fca309fca50afca60cfca80dfcaa0ffcac11fcae12fcb014fcb216fcb418fbb61afbb81dfbba1ffbbc21fbbe23fac026fac228fac42afac62df9c72ff9c932f9cb35f8cd37f8cf3af7d13df7d340f6d543f6d746f5d949f5db4cf4dd4ff4df53f4e156f3e35af3e55df2e661f2e865f2ea69f1ec6df1ed71f1ef75f1f179f2f27df2f482f3f586f3f68af4f88ef5f992f6fa96f8fb9af9fc9dfafda1fcffa4")),bb=qd(le("0d088710078813078916078a19068c1b068d1d068e20068f2206902406912605912805922a05932c05942e05952f059631059733059735049837049938049a3a049a3c049b3e049c3f049c41049d43039e44039e46039f48039f4903a04b03a14c02a14e02a25002a25102a35302a35502a45601a45801a45901a55b01a55c01a65e01a66001a66100a76300a76400a76600a76700a86900a86a00a86c00a86e00a86f00a87100a87201a87401a87501a87701a87801a87a02a87b02a87d03a87e03a88004a88104a78305a78405a78606a68707a68808a68a09a58b0aa58d0ba58e0ca48f0da4910ea3920fa39410a29511a19613a19814a099159f9a169f9c179e9d189d9e199da01a9ca11b9ba21d9aa31e9aa51f99a62098a72197a82296aa2395ab2494ac2694ad2793ae2892b02991b12a90b22b8fb32c8eb42e8db52f8cb6308bb7318ab83289ba3388bb3488bc3587bd3786be3885bf3984c03a83c13b82c23c81c33d80c43e7fc5407ec6417dc7427cc8437bc9447aca457acb4679cc4778cc4977cd4a76ce4b75cf4c74d04d73d14e72d24f71d35171d45270d5536fd5546ed6556dd7566cd8576bd9586ada5a6ada5b69db5c68dc5d67dd5e66de5f65de6164df6263e06363e16462e26561e26660e3685fe4695ee56a5de56b5de66c5ce76e5be76f5ae87059e97158e97257ea7457eb7556eb7655ec7754ed7953ed7a52ee7b51ef7c51ef7e50f07f4ff0804ef1814df1834cf2844bf3854bf3874af48849f48948f58b47f58c46f68d45f68f44f79044f79143f79342f89441f89540f9973ff9983ef99a3efa9b3dfa9c3cfa9e3bfb9f3afba139fba238fca338fca537fca636fca835fca934fdab33fdac33fdae32fdaf31fdb130fdb22ffdb42ffdb52efeb72dfeb82cfeba2cfebb2bfebd2afebe2afec029fdc229fdc328fdc527fdc627fdc827fdca26fdcb26fccd25fcce25fcd025fcd225fbd324fbd524fbd724fad824fada24f9dc24f9dd25f8df25f8e125f7e225f7e425f6e626f6e826f5e926f5eb27f4ed27f3ee27f3f027f2f227f1f426f1f525f0f724f0f921"));function wt(e){return function(){return e}}var pS=Math.cos;var xb=Math.min,Ud=Math.sin,pt=Math.sqrt,lS=1e-12,Gl=Math.PI,QH=Gl/2,Jd=2*Gl;function hS(e){let t=3;return e.digits=function(n){if(!arguments.length)return t;if(n==null)t=null;else{let r=Math.floor(n);if(!(r>=0))throw new RangeError(`invalid digits: ${n}`);t=r}return e},()=>new Os(t)}var eF=Array.prototype.slice;function mS(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function gS(e){this._context=e}gS.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:this._context.lineTo(e,t);break}}};function Ws(e){return new gS(e)}function bS(e){return e[0]}function yS(e){return e[1]}function $b(e,t){var n=wt(!0),r=null,i=Ws,s=null,o=hS(a);e=typeof e=="function"?e:e===void 0?bS:wt(e),t=typeof t=="function"?t:t===void 0?yS:wt(t);function a(l){var u,c=(l=mS(l)).length,d,f=!1,p;for(r==null&&(s=i(p=o())),u=0;u<=c;++u)!(u<c&&n(d=l[u],u,l))===f&&((f=!f)?s.lineStart():s.lineEnd()),f&&s.point(+e(d,u,l),+t(d,u,l));if(p)return s=null,p+""||null}return a.x=function(l){return arguments.length?(e=typeof l=="function"?l:wt(+l),a):e},a.y=function(l){return arguments.length?(t=typeof l=="function"?l:wt(+l),a):t},a.defined=function(l){return arguments.length?(n=typeof l=="function"?l:wt(!!l),a):n},a.curve=function(l){return arguments.length?(i=l,r!=null&&(s=i(r)),a):i},a.context=function(l){return arguments.length?(l==null?r=s=null:s=i(r=l),a):r},a}function vS(e,t,n){var r=null,i=wt(!0),s=null,o=Ws,a=null,l=hS(u);e=typeof e=="function"?e:e===void 0?bS:wt(+e),t=typeof t=="function"?t:wt(t===void 0?0:+t),n=typeof n=="function"?n:n===void 0?yS:wt(+n);function u(d){var f,p,m,g=(d=mS(d)).length,y,b=!1,w,$=new Array(g),x=new Array(g);for(s==null&&(a=o(w=l())),f=0;f<=g;++f){if(!(f<g&&i(y=d[f],f,d))===b)if(b=!b)p=f,a.areaStart(),a.lineStart();else{for(a.lineEnd(),a.lineStart(),m=f-1;m>=p;--m)a.point($[m],x[m]);a.lineEnd(),a.areaEnd()}b&&($[f]=+e(y,f,d),x[f]=+t(y,f,d),a.point(r?+r(y,f,d):$[f],n?+n(y,f,d):x[f]))}if(w)return a=null,w+""||null}function c(){return $b().defined(i).curve(o).context(s)}return u.x=function(d){return arguments.length?(e=typeof d=="function"?d:wt(+d),r=null,u):e},u.x0=function(d){return arguments.length?(e=typeof d=="function"?d:wt(+d),u):e},u.x1=function(d){return arguments.length?(r=d==null?null:typeof d=="function"?d:wt(+d),u):r},u.y=function(d){return arguments.length?(t=typeof d=="function"?d:wt(+d),n=null,u):t},u.y0=function(d){return arguments.length?(t=typeof d=="function"?d:wt(+d),u):t},u.y1=function(d){return arguments.length?(n=d==null?null:typeof d=="function"?d:wt(+d),u):n},u.lineX0=u.lineY0=function(){return c().x(e).y(t)},u.lineY1=function(){return c().x(e).y(n)},u.lineX1=function(){return c().x(r).y(t)},u.defined=function(d){return arguments.length?(i=typeof d=="function"?d:wt(!!d),u):i},u.curve=function(d){return arguments.length?(o=d,s!=null&&(a=o(s)),u):o},u.context=function(d){return arguments.length?(d==null?s=a=null:a=o(s=d),u):s},u}var tF=HD(Ws);function wS(e){this._curve=e}wS.prototype={areaStart:function(){this._curve.areaStart()},areaEnd:function(){this._curve.areaEnd()},lineStart:function(){this._curve.lineStart()},lineEnd:function(){this._curve.lineEnd()},point:function(e,t){this._curve.point(t*Math.sin(e),t*-Math.cos(e))}};function HD(e){function t(n){return new wS(e(n))}return t._curve=e,t}var Wd=class{constructor(t,n){this._context=t,this._x=n}areaStart(){this._line=0}areaEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line}point(t,n){switch(t=+t,n=+n,this._point){case 0:{this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break}case 1:this._point=2;default:{this._x?this._context.bezierCurveTo(this._x0=(this._x0+t)/2,this._y0,this._x0,n,t,n):this._context.bezierCurveTo(this._x0,this._y0=(this._y0+n)/2,t,this._y0,t,n);break}}this._x0=t,this._y0=n}};function xS(e){return new Wd(e,!0)}function $S(e){return new Wd(e,!1)}var FD=pt(3),_b={draw(e,t){let n=pt(t+xb(t/28,.75))*.59436,r=n/2,i=r*FD;e.moveTo(0,n),e.lineTo(0,-n),e.moveTo(-i,-r),e.lineTo(i,r),e.moveTo(-i,r),e.lineTo(i,-r)}},Gs={draw(e,t){let n=pt(t/Gl);e.moveTo(n,0),e.arc(0,0,n,0,Jd)}},Sb={draw(e,t){let n=pt(t/5)/2;e.moveTo(-3*n,-n),e.lineTo(-n,-n),e.lineTo(-n,-3*n),e.lineTo(n,-3*n),e.lineTo(n,-n),e.lineTo(3*n,-n),e.lineTo(3*n,n),e.lineTo(n,n),e.lineTo(n,3*n),e.lineTo(-n,3*n),e.lineTo(-n,n),e.lineTo(-3*n,n),e.closePath()}},_S=pt(1/3),VD=_S*2,kb={draw(e,t){let n=pt(t/VD),r=n*_S;e.moveTo(0,-n),e.lineTo(r,0),e.lineTo(0,n),e.lineTo(-r,0),e.closePath()}},Tb={draw(e,t){let n=pt(t)*.62625;e.moveTo(0,-n),e.lineTo(n,0),e.lineTo(0,n),e.lineTo(-n,0),e.closePath()}},Rb={draw(e,t){let n=pt(t-xb(t/7,2))*.87559;e.moveTo(-n,0),e.lineTo(n,0),e.moveTo(0,n),e.lineTo(0,-n)}},Cb={draw(e,t){let n=pt(t),r=-n/2;e.rect(r,r,n,n)}},Mb={draw(e,t){let n=pt(t)*.4431;e.moveTo(n,n),e.lineTo(n,-n),e.lineTo(-n,-n),e.lineTo(-n,n),e.closePath()}},KD=.8908130915292852,SS=Ud(Gl/10)/Ud(7*Gl/10),jD=Ud(Jd/10)*SS,qD=-pS(Jd/10)*SS,Eb={draw(e,t){let n=pt(t*KD),r=jD*n,i=qD*n;e.moveTo(0,-n),e.lineTo(r,i);for(let s=1;s<5;++s){let o=Jd*s/5,a=pS(o),l=Ud(o);e.lineTo(l*n,-a*n),e.lineTo(a*r-l*i,l*r+a*i)}e.closePath()}},yb=pt(3),Ab={draw(e,t){let n=-pt(t/(yb*3));e.moveTo(0,n*2),e.lineTo(-yb*n,-n),e.lineTo(yb*n,-n),e.closePath()}},UD=pt(3),Pb={draw(e,t){let n=pt(t)*.6824,r=n/2,i=n*UD/2;e.moveTo(0,-n),e.lineTo(i,r),e.lineTo(-i,r),e.closePath()}},Cn=-.5,Mn=pt(3)/2,wb=1/pt(12),WD=(wb/2+1)*3,Db={draw(e,t){let n=pt(t/WD),r=n/2,i=n*wb,s=r,o=n*wb+n,a=-s,l=o;e.moveTo(r,i),e.lineTo(s,o),e.lineTo(a,l),e.lineTo(Cn*r-Mn*i,Mn*r+Cn*i),e.lineTo(Cn*s-Mn*o,Mn*s+Cn*o),e.lineTo(Cn*a-Mn*l,Mn*a+Cn*l),e.lineTo(Cn*r+Mn*i,Cn*i-Mn*r),e.lineTo(Cn*s+Mn*o,Cn*o-Mn*s),e.lineTo(Cn*a+Mn*l,Cn*l-Mn*a),e.closePath()}},Lb={draw(e,t){let n=pt(t-xb(t/6,1.7))*.6189;e.moveTo(-n,-n),e.lineTo(n,n),e.moveTo(-n,n),e.lineTo(n,-n)}},kS=[Gs,Sb,kb,Cb,Eb,Ab,Db],TS=[Gs,Rb,Lb,Pb,_b,Mb,Tb];function Hi(){}function Gd(e,t,n){e._context.bezierCurveTo((2*e._x0+e._x1)/3,(2*e._y0+e._y1)/3,(e._x0+2*e._x1)/3,(e._y0+2*e._y1)/3,(e._x0+4*e._x1+t)/6,(e._y0+4*e._y1+n)/6)}function Zd(e){this._context=e}Zd.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){switch(this._point){case 3:Gd(this,this._x1,this._y1);case 2:this._context.lineTo(this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,this._context.lineTo((5*this._x0+this._x1)/6,(5*this._y0+this._y1)/6);default:Gd(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function RS(e){return new Zd(e)}function CS(e){this._context=e}CS.prototype={areaStart:Hi,areaEnd:Hi,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._y0=this._y1=this._y2=this._y3=this._y4=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x2,this._y2),this._context.closePath();break}case 2:{this._context.moveTo((this._x2+2*this._x3)/3,(this._y2+2*this._y3)/3),this._context.lineTo((this._x3+2*this._x2)/3,(this._y3+2*this._y2)/3),this._context.closePath();break}case 3:{this.point(this._x2,this._y2),this.point(this._x3,this._y3),this.point(this._x4,this._y4);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x2=e,this._y2=t;break;case 1:this._point=2,this._x3=e,this._y3=t;break;case 2:this._point=3,this._x4=e,this._y4=t,this._context.moveTo((this._x0+4*this._x1+e)/6,(this._y0+4*this._y1+t)/6);break;default:Gd(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function MS(e){return new CS(e)}function ES(e){this._context=e}ES.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3;var n=(this._x0+4*this._x1+e)/6,r=(this._y0+4*this._y1+t)/6;this._line?this._context.lineTo(n,r):this._context.moveTo(n,r);break;case 3:this._point=4;default:Gd(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function AS(e){return new ES(e)}function PS(e,t){this._basis=new Zd(e),this._beta=t}PS.prototype={lineStart:function(){this._x=[],this._y=[],this._basis.lineStart()},lineEnd:function(){var e=this._x,t=this._y,n=e.length-1;if(n>0)for(var r=e[0],i=t[0],s=e[n]-r,o=t[n]-i,a=-1,l;++a<=n;)l=a/n,this._basis.point(this._beta*e[a]+(1-this._beta)*(r+l*s),this._beta*t[a]+(1-this._beta)*(i+l*o));this._x=this._y=null,this._basis.lineEnd()},point:function(e,t){this._x.push(+e),this._y.push(+t)}};var DS=(function e(t){function n(r){return t===1?new Zd(r):new PS(r,t)}return n.beta=function(r){return e(+r)},n})(.85);function Yd(e,t,n){e._context.bezierCurveTo(e._x1+e._k*(e._x2-e._x0),e._y1+e._k*(e._y2-e._y0),e._x2+e._k*(e._x1-t),e._y2+e._k*(e._y1-n),e._x2,e._y2)}function Ob(e,t){this._context=e,this._k=(1-t)/6}Ob.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:Yd(this,this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2,this._x1=e,this._y1=t;break;case 2:this._point=3;default:Yd(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var LS=(function e(t){function n(r){return new Ob(r,t)}return n.tension=function(r){return e(+r)},n})(0);function Nb(e,t){this._context=e,this._k=(1-t)/6}Nb.prototype={areaStart:Hi,areaEnd:Hi,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:Yd(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var OS=(function e(t){function n(r){return new Nb(r,t)}return n.tension=function(r){return e(+r)},n})(0);function Ib(e,t){this._context=e,this._k=(1-t)/6}Ib.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:Yd(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var NS=(function e(t){function n(r){return new Ib(r,t)}return n.tension=function(r){return e(+r)},n})(0);function zb(e,t,n){var r=e._x1,i=e._y1,s=e._x2,o=e._y2;if(e._l01_a>lS){var a=2*e._l01_2a+3*e._l01_a*e._l12_a+e._l12_2a,l=3*e._l01_a*(e._l01_a+e._l12_a);r=(r*a-e._x0*e._l12_2a+e._x2*e._l01_2a)/l,i=(i*a-e._y0*e._l12_2a+e._y2*e._l01_2a)/l}if(e._l23_a>lS){var u=2*e._l23_2a+3*e._l23_a*e._l12_a+e._l12_2a,c=3*e._l23_a*(e._l23_a+e._l12_a);s=(s*u+e._x1*e._l23_2a-t*e._l12_2a)/c,o=(o*u+e._y1*e._l23_2a-n*e._l12_2a)/c}e._context.bezierCurveTo(r,i,s,o,e._x2,e._y2)}function IS(e,t){this._context=e,this._alpha=t}IS.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:this.point(this._x2,this._y2);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3;default:zb(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var zS=(function e(t){function n(r){return t?new IS(r,t):new Ob(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function BS(e,t){this._context=e,this._alpha=t}BS.prototype={areaStart:Hi,areaEnd:Hi,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:zb(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var HS=(function e(t){function n(r){return t?new BS(r,t):new Nb(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function FS(e,t){this._context=e,this._alpha=t}FS.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:zb(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var VS=(function e(t){function n(r){return t?new FS(r,t):new Ib(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function KS(e){this._context=e}KS.prototype={areaStart:Hi,areaEnd:Hi,lineStart:function(){this._point=0},lineEnd:function(){this._point&&this._context.closePath()},point:function(e,t){e=+e,t=+t,this._point?this._context.lineTo(e,t):(this._point=1,this._context.moveTo(e,t))}};function jS(e){return new KS(e)}function uS(e){return e<0?-1:1}function cS(e,t,n){var r=e._x1-e._x0,i=t-e._x1,s=(e._y1-e._y0)/(r||i<0&&-0),o=(n-e._y1)/(i||r<0&&-0),a=(s*i+o*r)/(r+i);return(uS(s)+uS(o))*Math.min(Math.abs(s),Math.abs(o),.5*Math.abs(a))||0}function dS(e,t){var n=e._x1-e._x0;return n?(3*(e._y1-e._y0)/n-t)/2:t}function vb(e,t,n){var r=e._x0,i=e._y0,s=e._x1,o=e._y1,a=(s-r)/3;e._context.bezierCurveTo(r+a,i+a*t,s-a,o-a*n,s,o)}function Xd(e){this._context=e}Xd.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=this._t0=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x1,this._y1);break;case 3:vb(this,this._t0,dS(this,this._t0));break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){var n=NaN;if(e=+e,t=+t,!(e===this._x1&&t===this._y1)){switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,vb(this,dS(this,n=cS(this,e,t)),n);break;default:vb(this,this._t0,n=cS(this,e,t));break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t,this._t0=n}}};function qS(e){this._context=new US(e)}(qS.prototype=Object.create(Xd.prototype)).point=function(e,t){Xd.prototype.point.call(this,t,e)};function US(e){this._context=e}US.prototype={moveTo:function(e,t){this._context.moveTo(t,e)},closePath:function(){this._context.closePath()},lineTo:function(e,t){this._context.lineTo(t,e)},bezierCurveTo:function(e,t,n,r,i,s){this._context.bezierCurveTo(t,e,r,n,s,i)}};function WS(e){return new Xd(e)}function GS(e){return new qS(e)}function YS(e){this._context=e}YS.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=[],this._y=[]},lineEnd:function(){var e=this._x,t=this._y,n=e.length;if(n)if(this._line?this._context.lineTo(e[0],t[0]):this._context.moveTo(e[0],t[0]),n===2)this._context.lineTo(e[1],t[1]);else for(var r=fS(e),i=fS(t),s=0,o=1;o<n;++s,++o)this._context.bezierCurveTo(r[0][s],i[0][s],r[1][s],i[1][s],e[o],t[o]);(this._line||this._line!==0&&n===1)&&this._context.closePath(),this._line=1-this._line,this._x=this._y=null},point:function(e,t){this._x.push(+e),this._y.push(+t)}};function fS(e){var t,n=e.length-1,r,i=new Array(n),s=new Array(n),o=new Array(n);for(i[0]=0,s[0]=2,o[0]=e[0]+2*e[1],t=1;t<n-1;++t)i[t]=1,s[t]=4,o[t]=4*e[t]+2*e[t+1];for(i[n-1]=2,s[n-1]=7,o[n-1]=8*e[n-1]+e[n],t=1;t<n;++t)r=i[t]/s[t-1],s[t]-=r,o[t]-=r*o[t-1];for(i[n-1]=o[n-1]/s[n-1],t=n-2;t>=0;--t)i[t]=(o[t]-i[t+1])/s[t];for(s[n-1]=(e[n]+i[n-1])/2,t=0;t<n-1;++t)s[t]=2*e[t+1]-i[t+1];return[i,s]}function XS(e){return new YS(e)}function Qd(e,t){this._context=e,this._t=t}Qd.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=this._y=NaN,this._point=0},lineEnd:function(){0<this._t&&this._t<1&&this._point===2&&this._context.lineTo(this._x,this._y),(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line>=0&&(this._t=1-this._t,this._line=1-this._line)},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:{if(this._t<=0)this._context.lineTo(this._x,t),this._context.lineTo(e,t);else{var n=this._x*(1-this._t)+e*this._t;this._context.lineTo(n,this._y),this._context.lineTo(n,t)}break}}this._x=e,this._y=t}};function JS(e){return new Qd(e,.5)}function ZS(e){return new Qd(e,0)}function QS(e){return new Qd(e,1)}function En(e){return e!=null&&!Number.isNaN(e)}function Ot(e,t){return+En(t)-+En(e)||Lt(e,t)}function Ys(e,t){return+En(t)-+En(e)||Zr(e,t)}function Yl(e){return e!=null&&`${e}`!=""}function Bb(e){return isFinite(e)?e:NaN}function Xs(e){return e>0&&isFinite(e)?e:NaN}function Jo(e){return e<0&&isFinite(e)?e:NaN}function ef(e,t){if(e instanceof Date||(e=new Date(+e)),isNaN(e))return typeof t=="function"?t(e):t;let n=e.getUTCHours(),r=e.getUTCMinutes(),i=e.getUTCSeconds(),s=e.getUTCMilliseconds();return`${GD(e.getUTCFullYear(),4)}-${li(e.getUTCMonth()+1,2)}-${li(e.getUTCDate(),2)}${n||r||i||s?`T${li(n,2)}:${li(r,2)}${i||s?`:${li(i,2)}${s?`.${li(s,3)}`:""}`:""}Z`:""}`}function GD(e){return e<0?`-${li(-e,6)}`:e>9999?`+${li(e,6)}`:li(e,4)}function li(e,t){return`${e}`.padStart(t,"0")}var YD=/^(?:[-+]\d{2})?\d{4}(?:-\d{2}(?:-\d{2})?)?(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[-+]\d{2}:?\d{2})?)?$/;function Xl(e,t){return YD.test(e+="")?new Date(e):typeof t=="function"?t(e):t}function ui(e){if(e==null)return;let t=e[0],n=e[e.length-1];return Zr(t,n)}var Qo=1e3,Vi=Qo*60,Ki=Vi*60,_r=Ki*24,$r=_r*7,Js=_r*30,Fi=_r*365,Hb=[["millisecond",1],["2 milliseconds",2],["5 milliseconds",5],["10 milliseconds",10],["20 milliseconds",20],["50 milliseconds",50],["100 milliseconds",100],["200 milliseconds",200],["500 milliseconds",500],["second",Qo],["5 seconds",5*Qo],["15 seconds",15*Qo],["30 seconds",30*Qo],["minute",Vi],["5 minutes",5*Vi],["15 minutes",15*Vi],["30 minutes",30*Vi],["hour",Ki],["3 hours",3*Ki],["6 hours",6*Ki],["12 hours",12*Ki],["day",_r],["2 days",2*_r],["week",$r],["2 weeks",2*$r],["month",Js],["3 months",3*Js],["6 months",6*Js],["year",Fi],["2 years",2*Fi],["5 years",5*Fi],["10 years",10*Fi],["20 years",20*Fi],["50 years",50*Fi],["100 years",100*Fi]],Fb=new Map([["second",Qo],["minute",Vi],["hour",Ki],["day",_r],["monday",$r],["tuesday",$r],["wednesday",$r],["thursday",$r],["friday",$r],["saturday",$r],["sunday",$r],["week",$r],["month",Js],["year",Fi]]),t2=new Map([["second",Ft],["minute",Is],["hour",Bs],["day",br],["monday",Vs],["tuesday",Vm],["wednesday",Km],["thursday",oi],["friday",jm],["saturday",qm],["sunday",yr],["week",yr],["month",qs],["year",Xt]]),Vb=new Map([["second",Ft],["minute",zs],["hour",Hs],["day",zl],["monday",js],["tuesday",Um],["wednesday",Wm],["thursday",ai],["friday",Gm],["saturday",Ym],["sunday",vr],["week",vr],["month",Us],["year",Jt]]),ea=Symbol("intervalDuration"),nf=Symbol("intervalType");for(let[e,t]of t2)t[ea]=Fb.get(e),t[nf]="time";for(let[e,t]of Vb)t[ea]=Fb.get(e),t[nf]="utc";var Jl=[["year",Jt,"utc"],["month",Us,"utc"],["day",zl,"utc",6*Js],["hour",Hs,"utc",3*_r],["minute",zs,"utc",6*Ki],["second",Ft,"utc",30*Vi]],tf=[["year",Xt,"time"],["month",qs,"time"],["day",br,"time",6*Js],["hour",Bs,"time",3*_r],["minute",Is,"time",6*Ki],["second",Ft,"time",30*Vi]],XD=[Jl[0],tf[0],Jl[1],tf[1],Jl[2],tf[2],...Jl.slice(3)];function n2(e){let t=`${e}`.toLowerCase();t.endsWith("s")&&(t=t.slice(0,-1));let n=1,r=/^(?:(\d+)\s+)/.exec(t);switch(r&&(t=t.slice(r[0].length),n=+r[1]),t){case"quarter":t="month",n*=3;break;case"half":t="month",n*=6;break}let i=Vb.get(t);if(!i)throw new Error(`unknown interval: ${e}`);if(n>1&&!i.every)throw new Error(`non-periodic interval: ${t}`);return[t,n]}function Kb(e){return r2(n2(e),"time")}function Zl(e){return r2(n2(e),"utc")}function r2([e,t],n){let r=(n==="time"?t2:Vb).get(e);return t>1&&(r=r.every(t),r[ea]=Fb.get(e)*t,r[nf]=n),r}function jb(e,t){if(!(t>1))return;let n=e[ea];if(!Hb.some(([,i])=>i===n)||n%_r===0&&_r<n&&n<Js)return;let[r]=Hb[Ao(([,i])=>Math.log(i)).center(Hb,Math.log(n*t))];return(e[nf]==="time"?Kb:Zl)(r)}function e2(e,t,n){let r=t==="time"?Vl:wr;if(n==null)return r(e==="year"?"%Y":e==="month"?"%Y-%m":e==="day"?"%Y-%m-%d":e==="hour"||e==="minute"?"%Y-%m-%dT%H:%M":e==="second"?"%Y-%m-%dT%H:%M:%S":"%Y-%m-%dT%H:%M:%S.%L");let i=JD(n);switch(e){case"millisecond":return Zo(r(".%L"),r(":%M:%S"),i);case"second":return Zo(r(":%S"),r("%-I:%M"),i);case"minute":return Zo(r("%-I:%M"),r("%p"),i);case"hour":return Zo(r("%-I %p"),r("%b %-d"),i);case"day":return Zo(r("%-d"),r("%b"),i);case"month":return Zo(r("%b"),r("%Y"),i);case"year":return r("%Y")}throw new Error("unable to format time ticks")}function JD(e){return e==="left"||e==="right"?(t,n)=>`
${t}
${n}`:e==="top"?(t,n)=>`${n}
${t}`:(t,n)=>`${t}
${n}`}function ZD(e){return e==="time"?tf:e==="utc"?Jl:XD}function i2(e,t,n){let r=zt(e1(t,(i,s)=>Math.abs(s-i)));if(r<1e3)return e2("millisecond","utc",n);for(let[i,s,o,a]of ZD(e)){if(r>a||i==="hour"&&!r)break;if(t.every(l=>s.floor(l)>=l))return e2(i,o,n)}}function Zo(e,t,n){return(r,i,s)=>{let o=e(r,i),a=t(r,i),l=i-ui(s);return i!==l&&s[l]!==void 0&&a===t(s[l],l)?o:n(o,a)}}var Ub=Object.getPrototypeOf(Uint8Array),QD=Object.prototype.toString;function qn(e){return e instanceof Array||e instanceof Ub}function a2(e){return e instanceof Ub&&!eL(e)}function l2(e){return e?.prototype instanceof Ub&&!tL(e)}function eL(e){return e instanceof BigInt64Array||e instanceof BigUint64Array}function tL(e){return e===BigInt64Array||e===BigUint64Array}var Wb=Symbol("reindex");function ze(e,t,n){let r=typeof t;return r==="string"?T2(e)?Gb(e.getChild(t),n):s2(e,Yb(t),n):r==="function"?s2(e,t,n):r==="number"||t instanceof Date||r==="boolean"?Ee(e,un(t),n):typeof t?.transform=="function"?qb(t.transform(e),n):nL(qb(t,n),e?.[Wb])}function nL(e,t){return e!=null&&t?of(e,t):e}function s2(e,t,n){return Ee(e,l2(n)?(r,i)=>Xb(t(r,i)):t,n)}function qb(e,t){return t===void 0?kr(e):R2(e)?Gb(e,t):e instanceof t?e:t.from(e,l2(t)&&!a2(e)?Xb:void 0)}function Gb(e,t){return e==null?e:(t===void 0||t===Array)&&oL(e.type)?Jb(o2(e)):qb(o2(e),t)}function o2(e){return e.nullCount?e.toJSON():e.toArray()}var ta=[null],Yb=e=>t=>{let n=t[e];return n===void 0&&t.type==="Feature"?t.properties?.[e]:n},Un={transform:Kt},Se={transform:e=>e};var u2=()=>1,c2=()=>!0,ot=e=>e==null?e:`${e}`,je=e=>e==null?e:+e;var rf=e=>e?e[0]:void 0,Ql=e=>e?e[1]:void 0;var un=e=>()=>e;function d2(e){let t=+`${e}`.slice(1)/100;return(n,r)=>Jr(n,t,r)}function Sr(e){return a2(e)?e:Ee(e,Xb,Float64Array)}function Xb(e){return e==null?NaN:Number(e)}function Jb(e){return Ee(e,Zb)}function Zb(e){return e instanceof Date&&!isNaN(e)?e:typeof e=="string"?Xl(e):e==null||isNaN(e=Number(e))?void 0:new Date(e)}function Zt(e,t){return e===void 0&&(e=t),e===null?[void 0,"none"]:oa(e)?[void 0,e]:[e,void 0]}function tt(e,t){return e===void 0&&(e=t),e===null||typeof e=="number"?[void 0,e]:[e,void 0]}function Qb(e,t,n){if(e!=null)return Vt(e,t,n)}function Vt(e,t,n){let r=`${e}`.toLowerCase();if(!n.includes(r))throw new Error(`invalid ${t}: ${e}`);return r}function ci(e){return T2(e)?e:kr(e)}function kr(e){if(e==null||qn(e))return e;if(R2(e))return Gb(e);if(f2(e))switch(e.type){case"FeatureCollection":return e.features;case"GeometryCollection":return e.geometries;default:return[e]}return Array.from(e)}function f2(e){switch(e?.type){case"FeatureCollection":case"GeometryCollection":case"Feature":case"LineString":case"MultiLineString":case"MultiPoint":case"MultiPolygon":case"Point":case"Polygon":case"Sphere":return!0;default:return!1}}function Ee(e,t,n=Array){return e==null?e:e instanceof n?e.map(t):n.from(e,t)}function ji(e,t=Array){return e instanceof t?e.slice():t.from(e)}function p2({x:e,x1:t,x2:n}){return e!==void 0||t!==void 0||n!==void 0}function ey({y:e,y1:t,y2:n}){return e!==void 0||t!==void 0||n!==void 0}function sf(e){return p2(e)||ey(e)||e.interval!==void 0}function Wn(e){return e?.toString===QD}function na(e){return Wn(e)&&(e.type!==void 0||e.domain!==void 0)}function ra(e){return Wn(e)&&typeof e.transform!="function"}function qi(e){return ra(e)&&e.value===void 0&&e.channel===void 0}function h2(e,t,n,r=Se){return t===void 0&&n===void 0?(t=0,n=e===void 0?r:e):t===void 0?t=e===void 0?0:e:n===void 0&&(n=e===void 0?0:e),[t,n]}function Gn(e,t){return e===void 0&&t===void 0?[rf,Ql]:[e,t]}function ia({z:e,fill:t,stroke:n}={}){return e===void 0&&([e]=Zt(t)),e===void 0&&([e]=Zt(n)),e}function Ui(e){return qn(e)?e.length:e?.numRows}function Kt(e){let t=Ui(e),n=new Uint32Array(t);for(let r=0;r<t;++r)n[r]=r;return n}function of(e,t){return qn(e)?Ee(t,n=>e[n],e.constructor):Ee(t,n=>e.at(n))}function m2(e,t,n){return e.subarray?e.subarray(t,n):e.slice(t,n)}function An(e){return e!==null&&typeof e=="object"?e.valueOf():e}function g2(e,t){if(t[e]!==void 0)return t[e];switch(e){case"x1":case"x2":e="x";break;case"y1":case"y2":e="y";break}return t[e]}function sa(e){let t;return[{transform:()=>t,label:Yn(e)},n=>t=n]}function Pn(e){return e==null?[e]:sa(e)}function Yn(e,t){return typeof e=="string"?e:e&&e.label!==void 0?e.label:t}function eu(e,t){return{transform(n){let r=e.transform(n),i=t.transform(n);return st(r)||st(i)?Ee(r,(s,o)=>new Date((+r[o]+ +i[o])/2)):Ee(r,(s,o)=>(+r[o]+ +i[o])/2,Float64Array)},label:e.label}}function tu(e,t){let n=ty(t?.interval,t?.type);return n?Ee(e,n):e}function ty(e,t){let n=af(e,t);return n&&(r=>En(r)?n.floor(r):r)}function af(e,t){if(e!=null){if(typeof e=="number")return rL(e);if(typeof e=="string")return(t==="time"?Kb:Zl)(e);if(typeof e.floor!="function")throw new Error("invalid interval; missing floor method");if(typeof e.offset!="function")throw new Error("invalid interval; missing offset method");return e}}function rL(e){e=+e,0<e&&e<1&&Number.isInteger(1/e)&&(e=-1/e);let t=Math.abs(e);return e<0?{floor:n=>Math.floor(n*t)/t,offset:(n,r=1)=>(n*t+Math.floor(r))/t,range:(n,r)=>Do(Math.ceil(n*t),r*t).map(i=>i/t)}:{floor:n=>Math.floor(n/t)*t,offset:(n,r=1)=>n+t*Math.floor(r),range:(n,r)=>Do(Math.ceil(n/t),r/t).map(i=>i*t)}}function Tr(e,t){if(e=af(e,t),e&&typeof e.range!="function")throw new Error("invalid interval: missing range method");return e}function b2(e,t){if(e=Tr(e,t),e&&typeof e.ceil!="function")throw new Error("invalid interval: missing ceil method");return e}function y2(e){return Wi(e)&&typeof e?.floor=="function"&&e.floor()instanceof Date}function Wi(e){return typeof e?.range=="function"}function Rr(e){return e===void 0||ra(e)?e:{value:e}}function v2(e){return e==null?null:{transform:t=>ze(t,e,Float64Array),label:Yn(e)}}function Qt(e){return e&&typeof e[Symbol.iterator]=="function"}function lf(e){for(let t of e)if(t!=null)return typeof t!="object"||t instanceof Date}function ny(e){for(let t of e){if(t==null)continue;let n=typeof t;return n==="string"||n==="boolean"}}function st(e){for(let t of e)if(t!=null)return t instanceof Date}function w2(e){for(let t of e)if(t!=null)return typeof t=="string"&&isNaN(t)&&Xl(t)}function x2(e){for(let t of e)if(t!=null){if(typeof t!="string")return!1;if(t.trim())return!isNaN(t)}}function $2(e){for(let t of e)if(t!=null)return typeof t=="number"}function uf(e,t){let n;for(let r of e)if(r!=null){if(!t(r))return!1;n=!0}return n}var iL=new Set("none,currentcolor,transparent,aliceblue,antiquewhite,aqua,aquamarine,azure,beige,bisque,black,blanchedalmond,blue,blueviolet,brown,burlywood,cadetblue,chartreuse,chocolate,coral,cornflowerblue,cornsilk,crimson,cyan,darkblue,darkcyan,darkgoldenrod,darkgray,darkgreen,darkgrey,darkkhaki,darkmagenta,darkolivegreen,darkorange,darkorchid,darkred,darksalmon,darkseagreen,darkslateblue,darkslategray,darkslategrey,darkturquoise,darkviolet,deeppink,deepskyblue,dimgray,dimgrey,dodgerblue,firebrick,floralwhite,forestgreen,fuchsia,gainsboro,ghostwhite,gold,goldenrod,gray,green,greenyellow,grey,honeydew,hotpink,indianred,indigo,ivory,khaki,lavender,lavenderblush,lawngreen,lemonchiffon,lightblue,lightcoral,lightcyan,lightgoldenrodyellow,lightgray,lightgreen,lightgrey,lightpink,lightsalmon,lightseagreen,lightskyblue,lightslategray,lightslategrey,lightsteelblue,lightyellow,lime,limegreen,linen,magenta,maroon,mediumaquamarine,mediumblue,mediumorchid,mediumpurple,mediumseagreen,mediumslateblue,mediumspringgreen,mediumturquoise,mediumvioletred,midnightblue,mintcream,mistyrose,moccasin,navajowhite,navy,oldlace,olive,olivedrab,orange,orangered,orchid,palegoldenrod,palegreen,paleturquoise,palevioletred,papayawhip,peachpuff,peru,pink,plum,powderblue,purple,rebeccapurple,red,rosybrown,royalblue,saddlebrown,salmon,sandybrown,seagreen,seashell,sienna,silver,skyblue,slateblue,slategray,slategrey,snow,springgreen,steelblue,tan,teal,thistle,tomato,turquoise,violet,wheat,white,whitesmoke,yellow".split(","));function oa(e){return typeof e!="string"?!1:(e=e.toLowerCase().trim(),/^#[0-9a-f]{3,8}$/.test(e)||/^(?:url|var|rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix)\(.*\)$/.test(e)||iL.has(e))}function _2(e){return typeof e=="number"&&(0<=e&&e<=1||isNaN(e))}function xt(e){return e==null||Zs(e)}function Zs(e){return/^\s*none\s*$/i.test(e)}function S2(e){return/^\s*round\s*$/i.test(e)}function cf(e,t){return Qb(e,t,["middle","top-left","top","top-right","right","bottom-right","bottom","bottom-left","left"])}function Gi(e="middle"){return cf(e,"frameAnchor")}function k2(e={},...t){let n=e;for(let r of t)for(let i in r)if(n[i]===void 0){let s=r[i];n===e?n={...n,[i]:s}:n[i]=s}return n}function sL(e){console.warn("named iterables are deprecated; please use an object instead");let t=new Set;return Object.fromEntries(Array.from(e,n=>{let{name:r}=n;if(r==null)throw new Error("missing name");let i=`${r}`;if(i==="__proto__")throw new Error(`illegal name: ${i}`);if(t.has(i))throw new Error(`duplicate name: ${i}`);return t.add(i),[r,n]}))}function ry(e){return Qt(e)?sL(e):e}function df(e){return e===!0?e="frame":e===!1?e=null:!f2(e)&&e!=null&&(e=Vt(e,"clip",["frame","sphere"]),e==="sphere"&&(e={type:"Sphere"})),e}function T2(e){return e&&typeof e.getChild=="function"&&typeof e.toArray=="function"&&e.schema&&Array.isArray(e.schema.fields)}function R2(e){return e&&typeof e.toArray=="function"&&e.type}function oL(e){return e&&(e.typeId===8||e.typeId===10)&&e.unit===1}var Dn=Symbol("position"),cn=Symbol("color"),Qs=Symbol("radius"),eo=Symbol("length"),to=Symbol("opacity"),aa=Symbol("symbol"),C2=Symbol("projection"),Ae=new Map([["x",Dn],["y",Dn],["fx",Dn],["fy",Dn],["r",Qs],["color",cn],["opacity",to],["symbol",aa],["length",eo],["projection",C2]]);function M2(e){return e===Dn||e===C2}function E2(e){return e===Dn||e===Qs||e===eo||e===to}var aL=Math.sqrt(3),lL=2/aL,uL={draw(e,t){let n=Math.sqrt(t/Math.PI),r=n*lL,i=r/2;e.moveTo(0,r),e.lineTo(n,i),e.lineTo(n,-i),e.lineTo(0,-r),e.lineTo(-n,-i),e.lineTo(-n,i),e.closePath()}},iy=new Map([["asterisk",_b],["circle",Gs],["cross",Sb],["diamond",kb],["diamond2",Tb],["hexagon",uL],["plus",Rb],["square",Cb],["square2",Mb],["star",Eb],["times",Lb],["triangle",Ab],["triangle2",Pb],["wye",Db]]);function sy(e){return e&&typeof e.draw=="function"}function A2(e){return sy(e)?!0:typeof e!="string"?!1:iy.has(e.toLowerCase())}function la(e){if(e==null||sy(e))return e;let t=iy.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid symbol: ${e}`)}function P2(e){if(e==null||sy(e))return[void 0,e];if(typeof e=="string"){let t=iy.get(`${e}`.toLowerCase());if(t)return[void 0,t]}return[e,void 0]}function no({filter:e,sort:t,reverse:n,transform:r,initializer:i,...s}={},o){if(r===void 0&&(e!=null&&(r=D2(e)),t!=null&&!qi(t)&&(r=oy(r,ly(t))),n&&(r=oy(r,L2))),o!=null&&i!=null)throw new Error("transforms cannot be applied after initializers");return{...s,...(t===null||qi(t))&&{sort:t},transform:oy(r,o)}}function di({filter:e,sort:t,reverse:n,initializer:r,...i}={},s){return r===void 0&&(e!=null&&(r=D2(e)),t!=null&&!qi(t)&&(r=ay(r,ly(t))),n&&(r=ay(r,L2))),{...i,...(t===null||qi(t))&&{sort:t},initializer:ay(r,s)}}function oy(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i){return{data:n,facets:r}=e.call(this,n,r,i),t.call(this,ci(n),r,i)}}function ay(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i,...s){let o,a,l,u,c,d;return{data:a=n,facets:l=r,channels:o}=e.call(this,n,r,i,...s),{data:c=a,facets:d=l,channels:u}=t.call(this,a,l,{...i,...o},...s),{data:c,facets:d,channels:{...o,...u}}}}function cL(e,t){return(e.initializer!=null?di:no)(e,t)}function D2(e){return(t,n)=>{let r=ze(t,e);return{data:t,facets:n.map(i=>i.filter(s=>r[s]))}}}function L2(e,t){return{data:e,facets:t.map(n=>n.slice().reverse())}}function O2(e,{sort:t,...n}={}){return{...(ra(e)&&e.channel!==void 0?di:cL)(n,ly(e)),sort:qi(t)?t:null}}function ly(e){return(typeof e=="function"&&e.length!==1?dL:fL)(e)}function dL(e){return(t,n)=>{let r=qn(t)?(i,s)=>e(t[i],t[s]):(i,s)=>e(t.get(i),t.get(s));return{data:t,facets:n.map(i=>i.slice().sort(r))}}}function fL(e){let t,n;({channel:t,value:e,order:n}={...Rr(e)});let r=t?.startsWith("-");if(r&&(t=t.slice(1)),n===void 0&&(n=r?Ys:Ot),typeof n!="function")switch(`${n}`.toLowerCase()){case"ascending":n=Ot;break;case"descending":n=Ys;break;default:throw new Error(`invalid order: ${n}`)}return(i,s,o)=>{let a;if(t===void 0)a=ze(i,e);else{if(o===void 0)throw new Error("channel sort requires an initializer");if(a=o[t],!a)return{};a=a.value}let l=(u,c)=>n(a[u],a[c]);return{data:i,facets:s.map(u=>u.slice().sort(l))}}}function ru(e,...t){for(let{name:n}of e)if(t.includes(n))return!0;return!1}function z2(e,t,n=uy){let r=Object.entries(e);return t.title!=null&&e.title===void 0&&r.push(["title",bL]),t.href!=null&&e.href===void 0&&r.push(["href",ff]),r.filter(([,i])=>i!==void 0).map(([i,s])=>s===null?pL(i):n(i,s,t))}function uy(e,t,n,r=cy){let i;Wn(t)&&"reduce"in t&&(i=t.scale,t=t.reduce);let s=r(e,t,n),[o,a]=sa(s.label),l;return{name:e,output:i===void 0?o:{value:o,scale:i},initialize(u){s.initialize(u),l=a([])},scope(u,c){s.scope(u,c)},reduce(u,c){l.push(s.reduce(u,c))}}}function pL(e){return{name:e,initialize(){},scope(){},reduce(){}}}function cy(e,t,n,r=iu){let i=g2(e,n),s=r(t,i),o,a;return{label:Yn(s===nu?null:i,s.label),initialize(l){o=i===void 0?l:ze(l,i),s.scope==="data"&&(a=s.reduceIndex(Kt(l),o))},scope(l,u){s.scope===l&&(a=s.reduceIndex(u,o))},reduce(l,u){return s.scope==null?s.reduceIndex(l,o,u):s.reduceIndex(l,o,a,u)}}}function dy(e,t){return t?Cs(e,n=>t[n]):[[,e]]}function iu(e,t,n=hL){if(e==null)return n(e);if(typeof e.reduceIndex=="function")return e;if(typeof e.reduce=="function"&&Wn(e))return mL(e);if(typeof e=="function")return gL(e);if(/^p\d{2}$/i.test(e))return fi(d2(e));switch(`${e}`.toLowerCase()){case"first":return ff;case"last":return yL;case"identity":return fy;case"count":return nu;case"distinct":return vL;case"sum":return t==null?nu:wL;case"proportion":return I2(t,"data");case"proportion-facet":return I2(t,"facet");case"deviation":return fi(Hh);case"min":return fi(wn);case"min-index":return fi(Gx);case"max":return fi(zt);case"max-index":return fi(Wx);case"mean":return N2(Zx);case"median":return N2(bl);case"variance":return fi(Bh);case"mode":return fi(Qx)}return n(e)}function hL(e){throw new Error(`invalid reduce: ${e}`)}function B2(e,t){for(let n in t){let r=t[n];if(r!==void 0&&!e.some(i=>i.name===n))return r}}function H2(e,t,n){if(t){let r=t.output.transform(),i=(s,o)=>Ot(r[s],r[o]);e.forEach(s=>s.sort(i))}n&&e.forEach(r=>r.reverse())}function mL(e){return console.warn("deprecated reduce interface; implement reduceIndex instead."),{...e,reduceIndex:e.reduce.bind(e)}}function gL(e){return{reduceIndex(t,n,r){return e(of(n,t),r)}}}function fi(e){return{reduceIndex(t,n){return e(t,r=>n[r])}}}function N2(e){return{reduceIndex(t,n){let r=e(t,i=>n[i]);return st(n)?new Date(r):r}}}var fy={reduceIndex(e,t){return of(t,e)}},ff={reduceIndex(e,t){return t[e[0]]}},bL={reduceIndex(e,t){let r=Mo(Qr(e,s=>s.length,s=>t[s]),Ql),i=r.slice(-5).reverse();if(i.length<r.length){let s=r.slice(0,-4);i[4]=[`\u2026 ${s.length.toLocaleString("en-US")} more`,Fn(s,Ql)]}return i.map(([s,o])=>`${s} (${o.toLocaleString("en-US")})`).join(`
`)}},yL={reduceIndex(e,t){return t[e[e.length-1]]}},nu={label:"Frequency",reduceIndex(e){return e.length}},vL={label:"Distinct",reduceIndex(e,t){let n=new cr;for(let r of e)n.add(t[r]);return n.size}},wL=fi(Fn);function I2(e,t){return e==null?{scope:t,label:"Frequency",reduceIndex:(n,r,i=1)=>n.length/i}:{scope:t,reduceIndex:(n,r,i=1)=>Fn(n,s=>r[s])/i}}var F2={reduceIndex(e,t,{z:n}){return n}};function ua(e,{scale:t,type:n,value:r,filter:i,hint:s,label:o=Yn(r)},a){return s===void 0&&typeof r?.transform=="function"&&(s=r.hint),hy(a,{scale:t,type:n,value:ze(e,r),label:o,filter:i,hint:s})}function K2(e,t){return Object.fromEntries(Object.entries(e).map(([n,r])=>[n,ua(t,r,n)]))}function j2(e,t){let n=Object.fromEntries(Object.entries(e).map(([r,{scale:i,value:s}])=>{let o=i==null?null:t[i];return[r,o==null?s:Ee(s,o)]}));return n.channels=e,n}function hy(e,t){let{scale:n,value:r}=t;if(n===!0||n==="auto")switch(e){case"fill":case"stroke":case"color":t.scale=n!==!0&&uf(r,oa)?null:"color",t.defaultScale="color";break;case"fillOpacity":case"strokeOpacity":case"opacity":t.scale=n!==!0&&uf(r,_2)?null:"opacity",t.defaultScale="opacity";break;case"symbol":n!==!0&&uf(r,A2)?(t.scale=null,t.value=Ee(r,la)):t.scale="symbol",t.defaultScale="symbol";break;default:t.scale=Ae.has(e)?e:null;break}else if(n===!1)t.scale=null;else if(n!=null&&!Ae.has(n))throw new Error(`unknown scale: ${n}`);return t}function q2(e,t,n,r,i){let{order:s,reverse:o,reduce:a=!0,limit:l}=i;for(let u in i){if(!Ae.has(u))continue;let{value:c,order:d=s,reverse:f=o,reduce:p=a,limit:m=l}=Rr(i[u]),g=c?.startsWith("-");if(g&&(c=c.slice(1)),d=d===void 0?g!==(c==="width"||c==="height")?W2:U2:_L(d),p==null||p===!1)continue;let y=u==="fx"||u==="fy"?$L(t,r[u]):xL(n,u);if(!y)throw new Error(`missing channel for scale: ${u}`);let b=y.value,[w=0,$=1/0]=Qt(m)?m:m<0?[m]:[0,m];if(c==null)y.domain=()=>{let x=Array.from(new cr(b));return f&&(x=x.reverse()),(w!==0||$!==1/0)&&(x=x.slice(w,$)),x};else{let x=c==="data"?e:c==="height"?V2(n,"y1","y2"):c==="width"?V2(n,"x1","x2"):py(n,c,c==="y"?"y2":c==="x"?"x2":void 0),k=iu(p===!0?"max":p,x);y.domain=()=>{let _=jx(Kt(b),S=>k.reduceIndex(S,x),S=>b[S]);return d&&_.sort(d),f&&_.reverse(),(w!==0||$!==1/0)&&(_=_.slice(w,$)),_.map(rf)}}}}function xL(e,t){for(let n in e){let r=e[n];if(r.scale===t)return r}}function $L(e,t){let n=e.original;if(n===e)return t;let r=t.value,i=t.value=[];for(let s=0;s<n.length;++s){let o=r[n[s][0]];for(let a of e[s])i[a]=o}return t}function V2(e,t,n){let r=py(e,t),i=py(e,n);return Ee(i,(s,o)=>Math.abs(s-r[o]),Float64Array)}function py(e,t,n){let r=e[t];if(!r&&n!==void 0&&(r=e[n]),r)return r.value;throw new Error(`missing channel: ${t}`)}function _L(e){if(e==null||typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"ascending":return U2;case"descending":return W2}throw new Error(`invalid order: ${e}`)}function U2([e,t],[n,r]){return Ot(t,r)||Ot(e,n)}function W2([e,t],[n,r]){return Ys(t,r)||Ot(e,n)}function my(e,t){let n=e[t];if(n){for(;n.source;)n=n.source;return n.source===null?null:n}}var Z2=new Map([["accent",Z_],["category10",J_],["dark2",Q_],["observable10",eS],["paired",tS],["pastel1",nS],["pastel2",rS],["set1",iS],["set2",sS],["set3",oS],["tableau10",aS]]);function Q2(e){return e!=null&&Z2.has(`${e}`.toLowerCase())}var G2=new Map([...Z2,["brbg",pi(dg,fg)],["prgn",pi(pg,hg)],["piyg",pi(mg,gg)],["puor",pi(bg,yg)],["rdbu",pi(Kd,Ul)],["rdgy",pi(vg,wg)],["rdylbu",pi(jd,Wl)],["rdylgn",pi(xg,$g)],["spectral",pi(_g,Sg)],["burd",Y2(Kd,Ul)],["buylrd",Y2(jd,Wl)],["blues",$t(Yg,Xg)],["greens",$t(Jg,Zg)],["greys",$t(Qg,eb)],["oranges",$t(sb,ob)],["purples",$t(tb,nb)],["reds",$t(rb,ib)],["turbo",hi(pb)],["viridis",hi(hb)],["magma",hi(mb)],["inferno",hi(gb)],["plasma",hi(bb)],["cividis",hi(ab)],["cubehelix",hi(lb)],["warm",hi(ub)],["cool",hi(cb)],["bugn",$t(kg,Tg)],["bupu",$t(Rg,Cg)],["gnbu",$t(Mg,Eg)],["orrd",$t(Ag,Pg)],["pubu",$t(Og,Ng)],["pubugn",$t(Dg,Lg)],["purd",$t(Ig,zg)],["rdpu",$t(Bg,Hg)],["ylgn",$t(Kg,jg)],["ylgnbu",$t(Fg,Vg)],["ylorbr",$t(qg,Ug)],["ylorrd",$t(Wg,Gg)],["rainbow",X2(db)],["sinebow",X2(fb)]]);function $t(e,t){return({length:n})=>n===1?[e[3][1]]:n===2?[e[3][1],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>9?Bt(t,n):e[n])}function pi(e,t){return({length:n})=>n===2?[e[3][0],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>11?Bt(t,n):e[n])}function Y2(e,t){return({length:n})=>n===2?[e[3][2],e[3][0]]:(n=Math.max(3,Math.floor(n)),n>11?Bt(r=>t(1-r),n):e[n].slice().reverse())}function hi(e){return({length:t})=>Bt(e,Math.max(2,Math.floor(t)))}function X2(e){return({length:t})=>Bt(e,Math.floor(t)+1).slice(0,-1)}function gy(e){let t=`${e}`.toLowerCase();if(!G2.has(t))throw new Error(`unknown ordinal scheme: ${t}`);return G2.get(t)}function su(e,t){let n=gy(e),r=typeof n=="function"?n({length:t}):n;return r.length!==t?r.slice(0,t):r}function ek(e,t="greys"){let n=new Set,[r,i]=su(t,2);for(let s of e)if(s!=null)if(s===!0)n.add(i);else if(s===!1)n.add(r);else return;return[...n]}var J2=new Map([["brbg",fg],["prgn",hg],["piyg",gg],["puor",yg],["rdbu",Ul],["rdgy",wg],["rdylbu",Wl],["rdylgn",$g],["spectral",Sg],["burd",e=>Ul(1-e)],["buylrd",e=>Wl(1-e)],["blues",Xg],["greens",Zg],["greys",eb],["purples",nb],["reds",ib],["oranges",ob],["turbo",pb],["viridis",hb],["magma",mb],["inferno",gb],["plasma",bb],["cividis",ab],["cubehelix",lb],["warm",ub],["cool",cb],["bugn",Tg],["bupu",Cg],["gnbu",Eg],["orrd",Pg],["pubugn",Lg],["pubu",Ng],["purd",zg],["rdpu",Hg],["ylgnbu",Vg],["ylgn",jg],["ylorbr",Ug],["ylorrd",Gg],["rainbow",db],["sinebow",fb]]);function ca(e){let t=`${e}`.toLowerCase();if(!J2.has(t))throw new Error(`unknown quantitative scheme: ${t}`);return J2.get(t)}var SL=new Set(["brbg","prgn","piyg","puor","rdbu","rdgy","rdylbu","rdylgn","spectral","burd","buylrd"]);function tk(e){return e!=null&&SL.has(`${e}`.toLowerCase())}var yy=e=>t=>e(1-t),by=[0,1],nk=new Map([["number",dt],["rgb",Ds],["hsl",U1],["hcl",Y1],["lab",W1]]);function vy(e){let t=`${e}`.toLowerCase();if(!nk.has(t))throw new Error(`unknown interpolator: ${t}`);return nk.get(t)}function fa(e,t,n,{type:r,nice:i,clamp:s,zero:o,domain:a=dk(e,n),unknown:l,round:u,scheme:c,interval:d,range:f=Ae.get(e)===Qs?CL(n,a):Ae.get(e)===eo?ML(n,a):Ae.get(e)===to?by:void 0,interpolate:p=Ae.get(e)===cn?c==null&&f!==void 0?Ds:ca(c!==void 0?c:r==="cyclical"?"rainbow":"turbo"):u?xl:dt,reverse:m}){if(a=rk(a),d=Tr(d,r),(r==="cyclical"||r==="sequential")&&(r="linear"),typeof p!="function"&&(p=vy(p)),m=!!m,f!==void 0){let g=a.length,y=(f=rk(f)).length;if(g!==y){if(p.length===1)throw new Error("invalid piecewise interpolator");p=Ii(p,f),f=void 0}}if(p.length===1?(m&&(p=yy(p),m=!1),f===void 0&&(f=Float64Array.from(a,(g,y)=>y/(a.length-1)),f.length===2&&(f=by)),t.interpolate((f===by?un:ou)(p))):t.interpolate(p),o){let[g,y]=Ct(a);(g>0||y<0)&&(a=ji(a),(ui(a)||1)===Math.sign(g)?a[0]=0:a[a.length-1]=0)}return m&&(a=Lo(a)),t.domain(a).unknown(l),i&&(t.nice(kL(i,r)),a=t.domain()),f!==void 0&&t.range(f),s&&t.clamp(s),{type:r,domain:a,range:f,scale:t,interpolate:p,interval:d}}function rk(e){return e=kr(e),e.length>=2?e:[e[0],e[0]]}function kL(e,t){return e===!0?void 0:typeof e=="number"?e:b2(e,t)}function ik(e,t,n){return fa(e,ql(),t,n)}function sk(e,t,n){return wy(e,t,{...n,exponent:.5})}function wy(e,t,{exponent:n=1,...r}){return fa(e,rg().exponent(n),t,{...r,type:"pow"})}function ok(e,t,{base:n=10,domain:r=EL(t),...i}){return fa(e,tg().base(n),t,{...i,domain:r})}function ak(e,t,{constant:n=1,...r}){return fa(e,ng().constant(n),t,r)}function lk(e,t,{range:n,quantiles:r=n===void 0?5:(n=[...n]).length,n:i=r,scheme:s="rdylbu",domain:o=AL(t),unknown:a,interpolate:l,reverse:u}){return n===void 0&&(n=l!==void 0?Bt(l,i):Ae.get(e)===cn?su(s,i):void 0),o.length>0&&(o=ig(o,n===void 0?{length:i}:n).quantiles()),pf(e,t,{domain:o,range:n,reverse:u,unknown:a})}function uk(e,t,{range:n,n:r=n===void 0?5:(n=[...n]).length,scheme:i="rdylbu",domain:s=dk(e,t),unknown:o,interpolate:a,reverse:l}){let[u,c]=Ct(s),d;return n===void 0?(d=Li(u,c,r),d[0]<=u&&d.splice(0,1),d[d.length-1]>=c&&d.pop(),r=d.length+1,n=a!==void 0?Bt(a,r):Ae.get(e)===cn?su(i,r):void 0):(d=Bt(dt(u,c),r+1).slice(1,-1),u instanceof Date&&(d=d.map(f=>new Date(f)))),ui(kr(s))<0&&d.reverse(),pf(e,t,{domain:d,range:n,reverse:l,unknown:o})}function pf(e,t,{domain:n=[0],unknown:r,scheme:i="rdylbu",interpolate:s,range:o=s!==void 0?Bt(s,n.length+1):Ae.get(e)===cn?su(i,n.length+1):void 0,reverse:a}){n=kr(n);let l=ui(n);if(!isNaN(l)&&!TL(n,l))throw new Error(`the ${e} scale has a non-monotonic domain`);return a&&(o=Lo(o)),{type:"threshold",scale:sg(l<0?Lo(n):n,o===void 0?[]:o).unknown(r),domain:n,range:o}}function TL(e,t){for(let n=1,r=e.length,i=e[0];n<r;++n){let s=Zr(i,i=e[n]);if(s!==0&&s!==t)return!1}return!0}function ck(e){return{type:"identity",scale:E2(Ae.get(e))?eg():t=>t}}function da(e,t=Bb){return e.length?[wn(e,({value:n})=>n===void 0?n:wn(n,t)),zt(e,({value:n})=>n===void 0?n:zt(n,t))]:[0,1]}function dk(e,t){let n=Ae.get(e);return(n===Qs||n===to||n===eo?RL:da)(t)}function RL(e){return[0,e.length?zt(e,({value:t})=>t===void 0?t:zt(t,Bb)):1]}function CL(e,t){let n=e.find(({radius:o})=>o!==void 0);if(n!==void 0)return[0,n.radius];let r=Jr(e,.5,({value:o})=>o===void 0?NaN:Jr(o,.25,Xs)),i=t.map(o=>3*Math.sqrt(o/r)),s=30/zt(i);return s<1?i.map(o=>o*s):i}function ML(e,t){let n=bl(e,({value:s})=>s===void 0?NaN:bl(s,Math.abs)),r=t.map(s=>12*s/n),i=60/zt(r);return i<1?r.map(s=>s*i):r}function EL(e){for(let{value:t}of e)if(t!==void 0)for(let n of t){if(n>0)return da(e,Xs);if(n<0)return da(e,Jo)}return[1,10]}function AL(e){let t=[];for(let{value:n}of e)if(n!==void 0)for(let r of n)t.push(r);return t}function ou(e){return(t,n)=>r=>e(t+r*(n-t))}var xy=0,$y;function fk(){let e=xy;return xy=0,$y=void 0,e}function en(e){e!==$y&&($y=e,console.warn(e),++xy)}function hf(e,t,n,r,{type:i,nice:s,clamp:o,domain:a=da(r),unknown:l,pivot:u=0,scheme:c,range:d,symmetric:f=!0,interpolate:p=Ae.get(e)===cn?c==null&&d!==void 0?Ds:ca(c!==void 0?c:"rdbu"):dt,reverse:m}){u=+u,a=kr(a);let[g,y]=a;if(a.length>2&&en(`Warning: the diverging ${e} scale domain contains extra elements.`),Zr(g,y)<0&&([g,y]=[y,g],m=!m),g=Math.min(g,u),y=Math.max(y,u),typeof p!="function"&&(p=vy(p)),d!==void 0&&(p=p.length===1?ou(p)(...d):Ii(p,d)),m&&(p=yy(p)),f){let b=n.apply(u),w=b-n.apply(g),$=n.apply(y)-b;w<$?g=n.invert(b-$):w>$&&(y=n.invert(b+w))}return t.domain([g,u,y]).unknown(l).interpolator(p),o&&t.clamp(o),s&&t.nice(s),{type:i,domain:[g,y],pivot:u,interpolate:p,scale:t}}function pk(e,t,n){return hf(e,ag(),PL,t,n)}function hk(e,t,n){return _y(e,t,{...n,exponent:.5})}function _y(e,t,{exponent:n=1,...r}){return hf(e,cg().exponent(n=+n),OL(n),t,{...r,type:"diverging-pow"})}function mk(e,t,{base:n=10,pivot:r=1,domain:i=da(t,r<0?Jo:Xs),...s}){return hf(e,lg().base(n=+n),DL,t,{domain:i,pivot:r,...s})}function gk(e,t,{constant:n=1,...r}){return hf(e,ug().constant(n=+n),NL(n),t,r)}var PL={apply(e){return e},invert(e){return e}},DL={apply:Math.log,invert:Math.exp},LL={apply(e){return Math.sign(e)*Math.sqrt(Math.abs(e))},invert(e){return Math.sign(e)*(e*e)}};function OL(e){return e===.5?LL:{apply(t){return Math.sign(t)*Math.pow(Math.abs(t),e)},invert(t){return Math.sign(t)*Math.pow(Math.abs(t),1/e)}}}function NL(e){return{apply(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))},invert(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}}function bk(e,t,n,r){return fa(e,t,n,r)}function yk(e,t,n){return bk(e,Y_(),t,n)}function vk(e,t,n){return bk(e,X_(),t,n)}var pa=Symbol("ordinal");function xk(e,t,n,{type:r,interval:i,domain:s,range:o,reverse:a,hint:l}){return i=Tr(i,r),s===void 0&&(s=Tk(n,i,e)),(r==="categorical"||r===pa)&&(r="ordinal"),a&&(s=Lo(s)),s=t.domain(s).domain(),o!==void 0&&(typeof o=="function"&&(o=o(s)),t.range(o)),{type:r,domain:s,range:o,scale:t,hint:l,interval:i}}function $k(e,t,{type:n,interval:r,domain:i,range:s,scheme:o,unknown:a,...l}){r=Tr(r,n),i===void 0&&(i=Tk(t,r,e));let u;if(Ae.get(e)===aa)u=IL(t),s=s===void 0?zL(u):Ee(s,la);else if(Ae.get(e)===cn&&(s===void 0&&(n==="ordinal"||n===pa)&&(s=ek(i,o),s!==void 0&&(o=void 0)),o===void 0&&s===void 0&&(o=n==="ordinal"?"turbo":"observable10"),o!==void 0))if(s!==void 0){let c=ca(o),d=s[0],f=s[1]-s[0];s=({length:p})=>Bt(m=>c(d+f*m),p)}else s=gy(o);if(a===Od)throw new Error(`implicit unknown on ${e} scale is not supported`);return xk(e,Id().unknown(a),t,{...l,type:n,domain:i,range:s,hint:u})}function _k(e,t,{align:n=.5,padding:r=.5,...i}){return kk(K_().align(n).padding(r),t,i,e)}function Sk(e,t,{align:n=.5,padding:r=.1,paddingInner:i=r,paddingOuter:s=e==="fx"||e==="fy"?0:r,...o}){return kk(Xo().align(n).paddingInner(i).paddingOuter(s),t,o,e)}function kk(e,t,n,r){let{round:i}=n;return i!==void 0&&e.round(i=!!i),e=xk(r,e,t,n),e.round=i,e}function Tk(e,t,n){let r=new cr;for(let{value:i,domain:s}of e){if(s!==void 0)return s();if(i!==void 0)for(let o of i)r.add(o)}if(t!==void 0){let[i,s]=Ct(r).map(t.floor,t);return t.range(i,t.offset(s))}if(r.size>1e4&&Ae.get(n)===Dn)throw new Error(`implicit ordinal domain of ${n} scale has more than 10,000 values`);return Mo(r,Ot)}function wk(e,t){let n;for(let{hint:r}of e){let i=r?.[t];if(i!==void 0){if(n===void 0)n=i;else if(n!==i)return}}return n}function IL(e){return{fill:wk(e,"fill"),stroke:wk(e,"stroke")}}function zL(e){return xt(e.fill)?TS:kS}function au(e,{label:t,inset:n=0,insetTop:r=n,insetRight:i=n,insetBottom:s=n,insetLeft:o=n,round:a,nice:l,clamp:u,zero:c,align:d,padding:f,projection:p,facet:{label:m=t}={},...g}={}){let y={};for(let[b,w]of e){let $=g[b],x=FL(b,w,{round:Ae.get(b)===Dn?a:void 0,nice:l,clamp:u,zero:c,align:d,padding:f,projection:p,...$});if(x){let{label:k=b==="fx"||b==="fy"?m:t,percent:_,transform:S,inset:T,insetTop:E=T!==void 0?T:b==="y"?r:0,insetRight:O=T!==void 0?T:b==="x"?i:0,insetBottom:A=T!==void 0?T:b==="y"?s:0,insetLeft:L=T!==void 0?T:b==="x"?o:0}=$||{};if(S==null)S=void 0;else if(typeof S!="function")throw new Error("invalid scale transform; not a function");x.percent=!!_,x.label=k===void 0?BL(w,x):k,x.transform=S,b==="x"||b==="fx"?(x.insetLeft=+L,x.insetRight=+O):(b==="y"||b==="fy")&&(x.insetTop=+E,x.insetBottom=+A),y[b]=x}}return y}function ky(e){let t={},n={scales:t};for(let[r,i]of Object.entries(e)){let{scale:s,type:o,interval:a,label:l}=i;t[r]=qL(i),n[r]=s,s.type=o,a!=null&&(s.interval=a),l!=null&&(s.label=l)}return n}function Ak(e,t){let{x:n,y:r,fx:i,fy:s}=e,o=i||s?gf(t):t;i&&Rk(i,o),s&&Ck(s,o);let a=i||s?Ty(e,t):t;n&&Rk(n,a),r&&Ck(r,a)}function BL(e=[],t){let n;for(let{label:r}of e)if(r!==void 0){if(n===void 0)n=r;else if(n!==r)return}if(n!==void 0)return!Cr(t)&&t.percent&&(n=`${n} (%)`),{inferred:!0,toString:()=>n}}function Pk(e){return Math.sign(ui(e.domain()))*Math.sign(ui(e.range()))}function gf(e){let{marginTop:t,marginRight:n,marginBottom:r,marginLeft:i,width:s,height:o,facet:{marginTop:a,marginRight:l,marginBottom:u,marginLeft:c}}=e;return{marginTop:Math.max(t,a),marginRight:Math.max(n,l),marginBottom:Math.max(r,u),marginLeft:Math.max(i,c),width:s,height:o}}function Ty({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=gf(n);return{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:e?e.scale.bandwidth()+o+i:a,height:t?t.scale.bandwidth()+r+s:l,facet:{width:a,height:l}}}function Rk(e,t){if(e.range===void 0){let{insetLeft:n,insetRight:r}=e,{width:i,marginLeft:s=0,marginRight:o=0}=t,a=s+n,l=i-o-r;e.range=[a,Math.max(a,l)],Cr(e)||(e.range=Lk(e)),e.scale.range(e.range)}Dk(e)}function Ck(e,t){if(e.range===void 0){let{insetTop:n,insetBottom:r}=e,{height:i,marginTop:s=0,marginBottom:o=0}=t,a=s+n,l=i-o-r;e.range=[Math.max(a,l),a],Cr(e)?e.range.reverse():e.range=Lk(e),e.scale.range(e.range)}Dk(e)}function Dk(e){e.round===void 0&&KL(e)&&HL(e)<=30&&e.scale.round(!0)}function HL({scale:e}){let t=e.domain().length,[n,r]=e.range(),i=e.paddingInner?e.paddingInner():1,s=e.paddingOuter?e.paddingOuter():e.padding(),o=t-i,a=Math.abs(r-n)/Math.max(1,o+s*2);return(a-Math.floor(a))*o}function Lk(e){let t=e.scale.domain().length+Ry(e);if(!(t>2))return e.range;let[n,r]=e.range;return Array.from({length:t},(i,s)=>n+s/(t-1)*(r-n))}function FL(e,t=[],n={}){let r=VL(e,t,n);if(n.type===void 0&&n.domain===void 0&&n.range===void 0&&n.interval==null&&e!=="fx"&&e!=="fy"&&Cr({type:r})){let i=t.map(({value:s})=>s).filter(s=>s!==void 0);i.some(st)?en(`Warning: some data associated with the ${e} scale are dates. Dates are typically associated with a "utc" or "time" scale rather than a "${ha(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., d3.utcDay), or you can suppress this warning by setting the type of the ${e} scale to "${ha(r)}".`):i.some(w2)?en(`Warning: some data associated with the ${e} scale are strings that appear to be dates (e.g., YYYY-MM-DD). If these strings represent dates, you should parse them to Date objects. Dates are typically associated with a "utc" or "time" scale rather than a "${ha(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can suppress this warning by setting the type of the ${e} scale to "${ha(r)}".`):i.some(x2)&&en(`Warning: some data associated with the ${e} scale are strings that appear to be numbers. If these strings represent numbers, you should parse or coerce them to numbers. Numbers are typically associated with a "linear" scale rather than a "${ha(r)}" scale. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., 1 for integers), or you can suppress this warning by setting the type of the ${e} scale to "${ha(r)}".`)}switch(n.type=r,r){case"diverging":case"diverging-sqrt":case"diverging-pow":case"diverging-log":case"diverging-symlog":case"cyclical":case"sequential":case"linear":case"sqrt":case"threshold":case"quantile":case"pow":case"log":case"symlog":n=mf(t,n,Sr);break;case"identity":switch(Ae.get(e)){case Dn:n=mf(t,n,Sr);break;case aa:n=mf(t,n,jL);break}break;case"utc":case"time":n=mf(t,n,Jb);break}switch(r){case"diverging":return pk(e,t,n);case"diverging-sqrt":return hk(e,t,n);case"diverging-pow":return _y(e,t,n);case"diverging-log":return mk(e,t,n);case"diverging-symlog":return gk(e,t,n);case"categorical":case"ordinal":case pa:return $k(e,t,n);case"cyclical":case"sequential":case"linear":return ik(e,t,n);case"sqrt":return sk(e,t,n);case"threshold":return pf(e,t,n);case"quantile":return lk(e,t,n);case"quantize":return uk(e,t,n);case"pow":return wy(e,t,n);case"log":return ok(e,t,n);case"symlog":return ak(e,t,n);case"utc":return vk(e,t,n);case"time":return yk(e,t,n);case"point":return _k(e,t,n);case"band":return Sk(e,t,n);case"identity":return ck(e);case void 0:return;default:throw new Error(`unknown scale type: ${r}`)}}function ha(e){return typeof e=="symbol"?e.description:e}function Mk(e){return typeof e=="string"?`${e}`.toLowerCase():e}var Ek={toString:()=>"projection"};function VL(e,t,{type:n,domain:r,range:i,scheme:s,pivot:o,projection:a}){if(n=Mk(n),e==="fx"||e==="fy")return"band";(e==="x"||e==="y")&&a!=null&&(n=Ek);for(let c of t){let d=Mk(c.type);if(d!==void 0){if(n===void 0)n=d;else if(n!==d)throw new Error(`scale incompatible with channel: ${n} !== ${d}`)}}if(n===Ek)return;if(n!==void 0)return n;if(r===void 0&&!t.some(({value:c})=>c!==void 0))return;let l=Ae.get(e);if(l===Qs)return"sqrt";if(l===to||l===eo)return"linear";if(l===aa)return"ordinal";let u=(r??i)?.length;if(u<2||u>2)return Sy(l);if(r!==void 0){if(ny(r))return Sy(l);if(st(r))return"utc"}else{let c=t.map(({value:d})=>d).filter(d=>d!==void 0);if(c.some(ny))return Sy(l);if(c.some(st))return"utc"}if(l===cn){if(o!=null||tk(s))return"diverging";if(Q2(s))return"categorical"}return"linear"}function Sy(e){switch(e){case Dn:return"point";case cn:return pa;default:return"ordinal"}}function Cr({type:e}){return e==="ordinal"||e==="point"||e==="band"||e===pa}function Ry({type:e}){return e==="threshold"}function KL({type:e}){return e==="point"||e==="band"}function Xn(e){if(e===void 0)return!0;let t=e.domain(),n=e(t[0]);for(let r=1,i=t.length;r<i;++r)if(e(t[r])-n)return!1;return!0}function mf(e,{domain:t,...n},r){for(let i of e)i.value!==void 0&&(t===void 0&&(t=i.value?.domain),i.value=r(i.value));return{domain:t===void 0?t:r(t),...n}}function jL(e){return Ee(e,la)}function Ok(e){return t=>{if(!Ae.has(t=`${t}`))throw new Error(`unknown scale: ${t}`);return e[t]}}function qL({scale:e,type:t,domain:n,range:r,interpolate:i,interval:s,transform:o,percent:a,pivot:l}){if(t==="identity")return{type:"identity",apply:c=>c,invert:c=>c};let u=e.unknown?e.unknown():void 0;return{type:t,domain:ji(n),...r!==void 0&&{range:ji(r)},...o!==void 0&&{transform:o},...a&&{percent:a},...u!==void 0&&{unknown:u},...s!==void 0&&{interval:s},...i!==void 0&&{interpolate:i},...e.clamp&&{clamp:e.clamp()},...l!==void 0&&{pivot:l,symmetric:!1},...e.base&&{base:e.base()},...e.exponent&&{exponent:e.exponent()},...e.constant&&{constant:e.constant()},...e.align&&{align:e.align(),round:e.round()},...e.padding&&(e.paddingInner?{paddingInner:e.paddingInner(),paddingOuter:e.paddingOuter()}:{padding:e.padding()}),...e.bandwidth&&{bandwidth:e.bandwidth(),step:e.step()},apply:c=>e(c),...e.invert&&{invert:c=>e.invert(c)}}}function Ik(e,t){let{fx:n,fy:r}=au(e,t),i=n?.scale.domain(),s=r?.scale.domain();return i&&s?Bx(i,s).map(([o,a],l)=>({x:o,y:a,i:l})):i?i.map((o,a)=>({x:o,i:a})):s?s.map((o,a)=>({y:o,i:a})):void 0}function zk(e,{x:t,y:n}){return t&&=Py(t),n&&=Py(n),e.filter(t&&n?r=>t.has(r.x)&&n.has(r.y):t?r=>t.has(r.x):r=>n.has(r.y)).sort(t&&n?(r,i)=>t.get(r.x)-t.get(i.x)||n.get(r.y)-n.get(i.y):t?(r,i)=>t.get(r.x)-t.get(i.x):(r,i)=>n.get(r.y)-n.get(i.y))}function yf(e,{fx:t,fy:n}){let r=Kt(e),i=t?.value,s=n?.value;return t&&n?Qr(r,o=>(o.fx=i[o[0]],o.fy=s[o[0]],o),o=>i[o],o=>s[o]):t?Qr(r,o=>(o.fx=i[o[0]],o),o=>i[o]):Qr(r,o=>(o.fy=s[o[0]],o),o=>s[o])}function Bk(e,t,{marginTop:n,marginLeft:r}){let i=e?({x:o})=>e(o)-r:()=>0,s=t?({y:o})=>t(o)-n:()=>0;return function(o){this.tagName==="svg"?(this.setAttribute("x",i(o)),this.setAttribute("y",s(o))):this.setAttribute("transform",`translate(${i(o)},${s(o)})`)}}function Hk(e){let t=[],n=new Uint32Array(Fn(e,r=>r.length));for(let r of e){let i=0;for(let s of e)r!==s&&(n.set(s,i),i+=s.length);t.push(n.slice(0,i))}return t}var UL=new Map([["top",Cy],["right",Ay],["bottom",My],["left",Ey],["top-left",bf(Cy,Ey)],["top-right",bf(Cy,Ay)],["bottom-left",bf(My,Ey)],["bottom-right",bf(My,Ay)],["top-empty",GL],["right-empty",JL],["bottom-empty",YL],["left-empty",XL],["empty",ZL]]);function Fk(e){if(e==null)return null;let t=UL.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid facet anchor: ${e}`)}var Nk=new WeakMap;function Py(e){let t=Nk.get(e);return t||Nk.set(e,t=new vn(Ee(e,(n,r)=>[n,r]))),t}function Yi(e,t){return Py(e).get(t)}function WL(e,t,n){return t=An(t),n=An(n),e.find(r=>Object.is(An(r.x),t)&&Object.is(An(r.y),n))}function vf(e,t,n){return WL(e,t,n)?.empty}function Cy(e,{y:t},{y:n}){return t?Yi(t,n)===0:!0}function My(e,{y:t},{y:n}){return t?Yi(t,n)===t.length-1:!0}function Ey(e,{x:t},{x:n}){return t?Yi(t,n)===0:!0}function Ay(e,{x:t},{x:n}){return t?Yi(t,n)===t.length-1:!0}function GL(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=Yi(t,r);if(s>0)return vf(e,n,t[s-1])}function YL(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=Yi(t,r);if(s<t.length-1)return vf(e,n,t[s+1])}function XL(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=Yi(t,n);if(s>0)return vf(e,t[s-1],r)}function JL(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=Yi(t,n);if(s<t.length-1)return vf(e,t[s+1],r)}function ZL(e,t,{empty:n}){return n}function bf(e,t){return function(){return e.apply(null,arguments)&&t.apply(null,arguments)}}function wf(e,{channels:{fx:t,fy:n},groups:r}){return t&&n?e.map(({x:i,y:s})=>r.get(i)?.get(s)??[]):t?e.map(({x:i})=>r.get(i)??[]):e.map(({y:i})=>r.get(i)??[])}var Vk=Math.PI,mi=2*Vk,Dy=.618;function Kk({projection:e,inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={},o){if(e==null)return;if(typeof e.stream=="function")return e;let a,l,u="frame";if(Wn(e)){let k;if({type:e,domain:l,inset:k,insetTop:n=k!==void 0?k:n,insetRight:r=k!==void 0?k:r,insetBottom:i=k!==void 0?k:i,insetLeft:s=k!==void 0?k:s,clip:u=u,...a}=e,e==null)return}typeof e!="function"&&({type:e}=Ly(e));let{width:c,height:d,marginLeft:f,marginRight:p,marginTop:m,marginBottom:g}=o,y=c-f-p-s-r,b=d-m-g-n-i;if(e=e?.({width:y,height:b,clip:u,...a}),e==null)return;u=QL(u,f,m,c-p,d-g);let w=f+s,$=m+n,x;if(l!=null){let[[k,_],[S,T]]=Ol(e).bounds(l),E=Math.min(y/(S-k),b/(T-_));E>0?(w-=(E*(k+S)-y)/2,$-=(E*(_+T)-b)/2,x=Nl({point(O,A){this.stream.point(O*E+w,A*E+$)}})):en("Warning: the projection could not be fit to the specified domain; using the default scale.")}return x??=w===0&&$===0?jk():Nl({point(k,_){this.stream.point(k+w,_+$)}}),{stream:k=>e.stream(x.stream(u(k)))}}function Ly(e){switch(`${e}`.toLowerCase()){case"albers-usa":return Jn(W$,.7463,.4673);case"albers":return xf(Im,.7463,.4673);case"azimuthal-equal-area":return Jn(X$,4,4);case"azimuthal-equidistant":return Jn(Z$,mi,mi);case"conic-conformal":return xf(t_,mi,mi);case"conic-equal-area":return xf(Ll,6.1702,2.9781);case"conic-equidistant":return xf(r_,7.312,3.6282);case"equal-earth":return Jn(s_,5.4133,2.6347);case"equirectangular":return Jn(n_,mi,Vk);case"gnomonic":return Jn(a_,3.4641,3.4641);case"identity":return{type:jk};case"reflect-y":return{type:e7};case"mercator":return Jn(Q$,mi,mi);case"orthographic":return Jn(u_,2,2);case"stereographic":return Jn(d_,2,2);case"transverse-mercator":return Jn(p_,mi,mi);default:throw new Error(`unknown projection type: ${e}`)}}function QL(e,t,n,r,i){if(e===!1||e==null||typeof e=="number")return s=>s;if(e===!0&&(e="frame"),`${e}`.toLowerCase()==="frame")return Dm(t,n,r,i);throw new Error(`unknown projection clip type: ${e}`)}function Jn(e,t,n){return{type:({width:r,height:i,rotate:s,precision:o=.15,clip:a})=>{let l=e();return o!=null&&l.precision?.(o),s!=null&&l.rotate?.(s),typeof a=="number"&&l.clipAngle?.(a),r!=null&&(l.scale(Math.min(r/t,i/n)),l.translate([r/2,i/2])),l},aspectRatio:n/t}}function xf(e,t,n){let{type:r,aspectRatio:i}=Jn(e,t,n);return{type:s=>{let{parallels:o,domain:a,width:l,height:u}=s,c=r(s);return o!=null&&(c.parallels(o),a===void 0&&l!=null&&c.fitSize([l,u],{type:"Sphere"})),c},aspectRatio:i}}var jk=un({stream:e=>e}),e7=un(Nl({point(e,t){this.stream.point(e,-t)}}));function qk(e,t,n,r){let i=n[e],s=n[t],o=i.length,a=n[e]=new Float64Array(o).fill(NaN),l=n[t]=new Float64Array(o).fill(NaN),u,c=r.stream({point(d,f){a[u]=d,l[u]=f}});for(u=0;u<o;++u)c.point(i[u],s[u])}function Uk({projection:e}={}){return e==null?!1:typeof e.stream=="function"?!0:(Wn(e)&&(e=e.type),e!=null)}function Wk(e){if(typeof e?.stream=="function")return Dy;if(Wn(e)){let t,n;if({domain:t,type:e,...n}=e,t!=null&&e!=null){let r=typeof e=="string"?Ly(e).type:e,[[i,s],[o,a]]=Ol(r({...n,width:100,height:100})).bounds(t),l=(a-s)/(o-i);return l&&isFinite(l)?l<.2?.2:l>5?5:l:Dy}}if(e!=null){if(typeof e!="function"){let{aspectRatio:t}=Ly(e);if(t)return t}return Dy}}function Gk(e){let t=[],n=[],r={scale:"x",value:t},i={scale:"y",value:n},s={point(o,a){t.push(o),n.push(a)},lineStart(){},lineEnd(){},polygonStart(){},polygonEnd(){},sphere(){}};for(let o of e.value)zi(o,s);return[r,i]}function Yk({x:e,y:t}){if(e||t)return e??=n=>n,t??=n=>n,Nl({point(n,r){this.stream.point(e(n),t(r))}})}function ma(e={}){let{document:t=typeof window<"u"?window.document:void 0,clip:n}=e;return{document:t,clip:df(n)}}function me(e,{document:t}){return Vn(Oo(e).call(t.documentElement))}var $f=Symbol("unset");function _f(e){return(e.length===1?t7:n7)(e)}function t7(e){let t,n=$f;return r=>(Object.is(n,r)||(n=r,t=e(r)),t)}function n7(e){let t,n;return(...r)=>((n?.length!==r.length||n.some((i,s)=>!Object.is(i,r[s])))&&(n=r,t=e(...r)),t)}var r7=_f(e=>new Intl.NumberFormat(e)),WV=_f((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{month:t}})),GV=_f((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{weekday:t}}));function i7(e="en-US"){let t=r7(e);return n=>n!=null&&!isNaN(n)?t.format(n):void 0}function s7(e){return ef(e,"Invalid Date")}function o7(e="en-US"){let t=i7(e);return n=>(n instanceof Date?s7:typeof n=="number"?t:ot)(n)}var Mr=o7();var ht=(typeof window<"u"?window.devicePixelRatio>1:typeof it>"u")?0:.5,a7=0;function Jk(){return`plot-clip-${++a7}`}function Zk(e,{title:t,href:n,ariaLabel:r,ariaDescription:i,ariaHidden:s,target:o,fill:a,fillOpacity:l,stroke:u,strokeWidth:c,strokeOpacity:d,strokeLinejoin:f,strokeLinecap:p,strokeMiterlimit:m,strokeDasharray:g,strokeDashoffset:y,opacity:b,mixBlendMode:w,imageFilter:$,paintOrder:x,pointerEvents:k,shapeRendering:_,channels:S},{ariaLabel:T,fill:E="currentColor",fillOpacity:O,stroke:A="none",strokeOpacity:L,strokeWidth:q,strokeLinecap:I,strokeLinejoin:M,strokeMiterlimit:F,paintOrder:B}){E===null&&(a=null,l=null),A===null&&(u=null,d=null),xt(E)?!xt(A)&&(!xt(a)||S?.fill)&&(A="none"):xt(A)&&(!xt(u)||S?.stroke)&&(E="none");let[Q,H]=Zt(a,E),[K,G]=tt(l,O),[J,C]=Zt(u,A),[X,re]=tt(d,L),[ge,Y]=tt(b);Zs(C)||(c===void 0&&(c=q),p===void 0&&(p=I),f===void 0&&(f=M),m===void 0&&!S2(f)&&(m=F),!Zs(H)&&x===void 0&&(x=B));let[ie,N]=tt(c);return E!==null&&(e.fill=nt(H,"currentColor"),e.fillOpacity=lu(G,1)),A!==null&&(e.stroke=nt(C,"none"),e.strokeWidth=lu(N,1),e.strokeOpacity=lu(re,1),e.strokeLinejoin=nt(f,"miter"),e.strokeLinecap=nt(p,"butt"),e.strokeMiterlimit=lu(m,4),e.strokeDasharray=nt(g,"none"),e.strokeDashoffset=nt(y,"0")),e.target=ot(o),e.ariaLabel=ot(T),e.ariaDescription=ot(i),e.ariaHidden=ot(s),e.opacity=lu(Y,1),e.mixBlendMode=nt(w,"normal"),e.imageFilter=nt($,"none"),e.paintOrder=nt(x,"normal"),e.pointerEvents=nt(k,"auto"),e.shapeRendering=nt(_,"auto"),{title:{value:t,optional:!0,filter:null},href:{value:n,optional:!0,filter:null},ariaLabel:{value:r,optional:!0,filter:null},fill:{value:Q,scale:"auto",optional:!0},fillOpacity:{value:K,scale:"auto",optional:!0},stroke:{value:J,scale:"auto",optional:!0},strokeOpacity:{value:X,scale:"auto",optional:!0},strokeWidth:{value:ie,optional:!0},opacity:{value:ge,scale:"auto",optional:!0}}}function l7(e,t){t&&e.filter(n=>Yl(t[n])).append("title").call(c7,t)}function u7(e,t){t&&e.filter(([n])=>Yl(t[n])).append("title").call(d7,t)}function c7(e,t){t&&e.text(n=>Mr(t[n]))}function d7(e,t){t&&e.text(([n])=>Mr(t[n]))}function mt(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:d}){r&&te(e,"aria-label",f=>r[f]),s&&te(e,"fill",f=>s[f]),o&&te(e,"fill-opacity",f=>o[f]),a&&te(e,"stroke",f=>a[f]),l&&te(e,"stroke-opacity",f=>l[f]),u&&te(e,"stroke-width",f=>u[f]),c&&te(e,"opacity",f=>c[f]),d&&Qk(e,f=>d[f],t),n||l7(e,i)}function Sf(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:d}){r&&te(e,"aria-label",([f])=>r[f]),s&&te(e,"fill",([f])=>s[f]),o&&te(e,"fill-opacity",([f])=>o[f]),a&&te(e,"stroke",([f])=>a[f]),l&&te(e,"stroke-opacity",([f])=>l[f]),u&&te(e,"stroke-width",([f])=>u[f]),c&&te(e,"opacity",([f])=>c[f]),d&&Qk(e,([f])=>d[f],t),n||u7(e,i)}function f7({ariaLabel:e,title:t,fill:n,fillOpacity:r,stroke:i,strokeOpacity:s,strokeWidth:o,opacity:a,href:l},{tip:u}){return[e,u?void 0:t,n,r,i,s,o,a,l].filter(c=>c!==void 0)}function p7(e,t,n){let r=Cs(e,i=>t[i]);return n===void 0&&r.size>1+e.length>>1&&en("Warning: the implicit z channel has high cardinality. This may occur when the fill or stroke channel is associated with quantitative data rather than ordinal or categorical data. You can suppress this warning by setting the z option explicitly; if this data represents a single series, set z to null."),r.values()}function*kf(e,t,n,r){let{z:i}=n,{z:s}=r,o=f7(r,n),a=[...t,...o];for(let l of s?p7(e,s,i):[e]){let u,c;e:for(let d of l){for(let f of a)if(!En(f[d])){c&&c.push(-1);continue e}if(u===void 0){c&&(yield c),u=o.map(f=>An(f[d])),c=[d];continue}c.push(d);for(let f=0;f<o.length;++f)if(An(o[f][d])!==u[f]){yield c,u=o.map(m=>An(m[d])),c=[d];continue e}}c&&(yield c)}}function h7(e,t,n,r){let i,{clip:s=r.clip}=t;s==="frame"?(e=me("svg:g",r).each(function(){this.appendChild(e.node()),e.node=()=>this}),i=g7(r,n)):s&&(i=y7(s,r)),te(e,"aria-label",t.ariaLabel),te(e,"aria-description",t.ariaDescription),te(e,"aria-hidden",t.ariaHidden),te(e,"clip-path",i)}function m7(e){let t=new WeakMap;return(n,r)=>{let i=t.get(n);if(!i){let s=Jk();Vn(n.ownerSVGElement).append("clipPath").attr("id",s).call(e,n,r),t.set(n,i=`url(#${s})`)}return i}}var g7=m7((e,t,n)=>{let{width:r,height:i,marginLeft:s,marginRight:o,marginTop:a,marginBottom:l}=n;e.append("rect").attr("x",s).attr("y",a).attr("width",r-o-s).attr("height",i-a-l)}),Xk=new WeakMap,b7={type:"Sphere"};function y7(e,t){let n,r;if((n=Xk.get(t))||Xk.set(t,n=new WeakMap),e.type==="Sphere"&&(e=b7),!(r=n.get(e))){let i=Jk();Vn(t.ownerSVGElement).append("clipPath").attr("id",i).append("path").attr("d",t.path()(e)),n.set(e,r=`url(#${i})`)}return r}function Ye(e,t,n,r){h7(e,t,n,r),te(e,"class",t.className),te(e,"fill",t.fill),te(e,"fill-opacity",t.fillOpacity),te(e,"stroke",t.stroke),te(e,"stroke-width",t.strokeWidth),te(e,"stroke-opacity",t.strokeOpacity),te(e,"stroke-linejoin",t.strokeLinejoin),te(e,"stroke-linecap",t.strokeLinecap),te(e,"stroke-miterlimit",t.strokeMiterlimit),te(e,"stroke-dasharray",t.strokeDasharray),te(e,"stroke-dashoffset",t.strokeDashoffset),te(e,"shape-rendering",t.shapeRendering),te(e,"filter",t.imageFilter),te(e,"paint-order",t.paintOrder);let{pointerEvents:i=r.pointerSticky===!1?"none":void 0}=t;te(e,"pointer-events",i)}function Be(e,t){v7(e,"mix-blend-mode",t.mixBlendMode),te(e,"opacity",t.opacity)}function Qk(e,t,n){e.each(function(r){let i=t(r);if(i!=null){let s=this.ownerDocument.createElementNS(Oi.svg,"a");s.setAttribute("fill","inherit"),s.setAttributeNS(Oi.xlink,"href",i),n!=null&&s.setAttribute("target",n),this.parentNode.insertBefore(s,this).appendChild(this)}})}function te(e,t,n){n!=null&&e.attr(t,n)}function v7(e,t,n){n!=null&&e.style(t,n)}function Xe(e,t,{x:n,y:r},i=ht,s=ht){i+=t.dx,s+=t.dy,n?.bandwidth&&(i+=n.bandwidth()/2),r?.bandwidth&&(s+=r.bandwidth()/2),(i||s)&&e.attr("transform",`translate(${i},${s})`)}function nt(e,t){if((e=ot(e))!==t)return e}function lu(e,t){if((e=je(e))!==t)return e}var w7=/^-?([_a-z]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])([_a-z0-9-]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])*$/i;function ga(e){if(e===void 0)return"plot-d6a7b5";if(e=`${e}`,!w7.test(e))throw new Error(`invalid class name: ${e}`);return e}function ba(e,t){if(typeof t=="string")e.property("style",t);else if(t!=null)for(let n of e)Object.assign(n.style,t)}function Er({frameAnchor:e},{width:t,height:n,marginTop:r,marginRight:i,marginBottom:s,marginLeft:o}){return[/left$/.test(e)?o:/right$/.test(e)?t-i:(o+t-i)/2,/^top/.test(e)?r:/^bottom/.test(e)?n-s:(r+n-s)/2]}var ke=class{constructor(t,n={},r={},i){let{facet:s="auto",facetAnchor:o,fx:a,fy:l,sort:u,dx:c=0,dy:d=0,margin:f=0,marginTop:p=f,marginRight:m=f,marginBottom:g=f,marginLeft:y=f,className:b,clip:w=i?.clip,channels:$,tip:x,render:k}=r;if(this.data=t,this.sort=qi(u)?u:null,this.initializer=di(r).initializer,this.transform=this.initializer?r.transform:no(r).transform,s===null||s===!1?this.facet=null:(this.facet=Vt(s===!0?"include":s,"facet",["auto","include","exclude","super"]),this.fx=t===ta&&typeof a=="string"?[a]:a,this.fy=t===ta&&typeof l=="string"?[l]:l),this.facetAnchor=Fk(o),n=ry(n),$!==void 0&&(n={...x7($),...n}),i!==void 0&&(n={...Zk(this,r,i),...n}),this.channels=Object.fromEntries(Object.entries(n).map(([_,S])=>{if(ra(S.value)){let{value:T,label:E=S.label,scale:O=S.scale}=S.value;S={...S,label:E,scale:O,value:T}}if(t===ta&&typeof S.value=="string"){let{value:T}=S;S={...S,value:[T]}}return[_,S]}).filter(([_,{value:S,optional:T}])=>{if(S!=null)return!0;if(T)return!1;throw new Error(`missing channel value: ${_}`)})),this.dx=+c,this.dy=+d,this.marginTop=+p,this.marginRight=+m,this.marginBottom=+g,this.marginLeft=+y,this.clip=df(w),this.tip=$7(x),this.className=ot(b),this.facet==="super"){if(a||l)throw new Error("super-faceting cannot use fx or fy");for(let _ in this.channels){let{scale:S}=n[_];if(!(S!=="x"&&S!=="y"))throw new Error("super-faceting cannot use x or y")}}k!=null&&(this.render=Ny(k,this.render))}initialize(t,n,r){let i=ci(this.data);t===void 0&&i!=null&&(t=[Kt(i)]);let s=t;this.transform!=null&&({facets:t,data:i}=this.transform(i,t,r),i=ci(i)),t!==void 0&&(t.original=s);let o=K2(this.channels,i);return this.sort!=null&&q2(i,t,o,n,this.sort),{data:i,facets:t,channels:o}}filter(t,n,r){for(let i in n){let{filter:s=En}=n[i];if(s!==null){let o=r[i];t=t.filter(a=>s(o[a]))}}return t}project(t,n,r){for(let i in t)if(t[i].scale==="x"&&/^x|x$/.test(i)){let s=i.replace(/^x|x$/,"y");s in t&&t[s].scale==="y"&&qk(i,s,n,r.projection)}}scale(t,n,r){let i=j2(t,n);return r.projection&&this.project(t,i,r),i}};function Oy(...e){return e.plot=ke.prototype.plot,e}function Ny(e,t){if(e==null)return t===null?void 0:t;if(t==null)return e===null?void 0:e;if(typeof e!="function")throw new TypeError(`invalid render transform: ${e}`);if(typeof t!="function")throw new TypeError(`invalid render transform: ${t}`);return function(n,r,i,s,o,a){return e.call(this,n,r,i,s,o,(l,u,c,d,f)=>t.call(this,l,u,c,d,f,a))}}function x7(e){return Object.fromEntries(Object.entries(ry(e)).map(([t,n])=>(n=typeof n=="string"?{value:n,label:t}:Rr(n),n.filter===void 0&&n.scale==null&&(n={...n,filter:null}),[t,n])))}function $7(e){return e===!0?"xy":e===!1||e==null?null:typeof e=="string"?Vt(e,"tip",["x","y","xy"]):e}function ro(e,t){return e?.tip===!0?{...e,tip:t}:Wn(e?.tip)&&e.tip.pointer===void 0?{...e,tip:{...e.tip,pointer:t}}:e}function tT(e,t,n={}){let r=.5-ht,i=.5+ht,s=.5+ht,o=.5-ht;for(let{marginTop:g,marginRight:y,marginBottom:b,marginLeft:w}of t)g>r&&(r=g),y>i&&(i=y),b>s&&(s=b),w>o&&(o=w);let{margin:a,marginTop:l=a!==void 0?a:r,marginRight:u=a!==void 0?a:i,marginBottom:c=a!==void 0?a:s,marginLeft:d=a!==void 0?a:o}=n;l=+l,u=+u,c=+c,d=+d;let{width:f=640,height:p=_7(e,n,{width:f,marginTopDefault:r,marginRightDefault:i,marginBottomDefault:s,marginLeftDefault:o})+Math.max(0,l-r+c-s)}=n;f=+f,p=+p;let m={width:f,height:p,marginTop:l,marginRight:u,marginBottom:c,marginLeft:d};if(e.fx||e.fy){let{margin:g,marginTop:y=g!==void 0?g:l,marginRight:b=g!==void 0?g:u,marginBottom:w=g!==void 0?g:c,marginLeft:$=g!==void 0?g:d}=n.facet??{};y=+y,b=+b,w=+w,$=+$,m.facet={marginTop:y,marginRight:b,marginBottom:w,marginLeft:$}}return m}function _7({x:e,y:t,fy:n,fx:r},{projection:i,aspectRatio:s},{width:o,marginTopDefault:a,marginRightDefault:l,marginBottomDefault:u,marginLeftDefault:c}){let d=n&&n.scale.domain().length||1,f=Wk(i);if(f){let m=r?r.scale.domain().length:1,g=(1.1*d-.1)/(1.1*m-.1)*f,y=Math.max(.1,Math.min(10,g));return Math.round((o-c-l)*y+a+u)}let p=t?Cr(t)?t.scale.domain().length||1:Math.max(7,17/d):1;if(s!=null){if(s=+s,!(isFinite(s)&&s>0))throw new Error(`invalid aspectRatio: ${s}`);let m=eT("y",t)/(eT("x",e)*s),g=r?r.scale.bandwidth():1,y=n?n.scale.bandwidth():1,b=g*(o-c-l)-e.insetLeft-e.insetRight;return(m*b+t.insetTop+t.insetBottom)/y+a+u}return!!(t||n)*Math.max(1,Math.min(60,p*d))*20+!!r*30+60}function eT(e,t){if(!t)throw new Error(`aspectRatio requires ${e} scale`);let{type:n,domain:r}=t,i;switch(n){case"linear":case"utc":case"time":i=Number;break;case"pow":{let a=t.scale.exponent();i=l=>Math.pow(l,a);break}case"log":i=Math.log;break;case"point":case"band":return r.length;default:throw new Error(`unsupported ${e} scale for aspectRatio: ${n}`)}let[s,o]=Ct(r);return Math.abs(i(o)-i(s))}var nT=new WeakMap;function Iy(e,t,{x:n,y:r,px:i,py:s,maxRadius:o=40,channels:a,render:l,...u}={}){return o=+o,i!=null&&(n??=null,a={...a,px:{value:i,scale:"x"}}),s!=null&&(r??=null,a={...a,py:{value:s,scale:"y"}}),{x:n,y:r,channels:a,...u,render:Ny(function(c,d,f,p,m,g){m={...m,pointerSticky:!1};let y=m.ownerSVGElement,{data:b}=m.getMarkState(this),w=nT.get(y);w||nT.set(y,w={sticky:!1,roots:[],renders:[]});let $=w.renders.push(C)-1,{x,y:k,fx:_,fy:S}=d,T=_?_(c.fx)-p.marginLeft:0,E=S?S(c.fy)-p.marginTop:0;x?.bandwidth&&(T+=x.bandwidth()/2),k?.bandwidth&&(E+=k.bandwidth()/2);let O=c.fi!=null,A;if(O){let Y=w.facetStates;Y||(w.facetStates=Y=new Map),A=Y.get(this),A||Y.set(this,A=new Map)}let[L,q]=Er(this,p),{px:I,py:M}=f,F=I?Y=>I[Y]:By(f,L),B=M?Y=>M[Y]:Hy(f,q),Q,H,K,G;function J(Y,ie){if(O)if(G&&(G=cancelAnimationFrame(G)),Y==null)A.delete(c.fi);else{A.set(c.fi,ie),G=requestAnimationFrame(()=>{G=null;for(let[N,W]of A)if(W<ie||W===ie&&N<c.fi){Y=null;break}C(Y)});return}C(Y)}function C(Y){if(Q===Y&&K===w.sticky)return;Q=Y,K=m.pointerSticky=w.sticky;let ie=Q==null?[]:[Q];O&&(ie.fx=c.fx,ie.fy=c.fy,ie.fi=c.fi);let N=g(ie,d,f,p,m);if(H){if(O){let W=H.parentNode,Z=H.getAttribute("transform"),D=N.getAttribute("transform");Z?N.setAttribute("transform",Z):N.removeAttribute("transform"),D?W.setAttribute("transform",D):W.removeAttribute("transform"),N.removeAttribute("aria-label"),N.removeAttribute("aria-description"),N.removeAttribute("aria-hidden")}H.replaceWith(N)}if(w.roots[$]=H=N,!(Q==null&&A?.size>1)){let W=Q==null?null:qn(b)?b[Q]:b.get(Q);m.dispatchValue(W)}return N}function X(Y){if(w.sticky||Y.pointerType==="mouse"&&Y.buttons===1)return;let[ie,N]=h1(Y);ie-=T,N-=E;let W=ie<p.marginLeft||ie>p.width-p.marginRight?1:e,Z=N<p.marginTop||N>p.height-p.marginBottom?1:t,D=null,ye=o*o;for(let ee of c){let xe=W*(F(ee)-ie),Ne=Z*(B(ee)-N),Mt=xe*xe+Ne*Ne;Mt<=ye&&(D=ee,ye=Mt)}if(D!=null&&(e!==1||t!==1)){let ee=F(D)-ie,xe=B(D)-N;ye=ee*ee+xe*xe}J(D,ye)}function re(Y){Y.pointerType==="mouse"&&Q!=null&&(w.sticky&&w.roots.some(ie=>ie?.contains(Y.target))||(w.sticky?(w.sticky=!1,w.renders.forEach(ie=>ie(null))):(w.sticky=!0,C(Q)),Y.stopImmediatePropagation()))}function ge(Y){Y.pointerType==="mouse"&&(w.sticky||J(null))}return y.addEventListener("pointerenter",X),y.addEventListener("pointermove",X),y.addEventListener("pointerdown",re),y.addEventListener("pointerleave",ge),C(null)},l)}}function rT(e){return Iy(1,1,e)}function iT(e){return Iy(1,.01,e)}function zy(e){return Iy(.01,1,e)}function By({x1:e,x2:t,x:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function Hy({y1:e,y2:t,y:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function Tf(e){return Cr(e)&&e.interval===void 0?void 0:"tabular-nums"}function sT(e,t){let{label:n=e.label,tickSize:r=6,width:i=240,height:s=44+r,marginTop:o=18,marginRight:a=0,marginBottom:l=16+r,marginLeft:u=0,style:c,ticks:d=(i-u-a)/64,tickFormat:f,fontVariant:p=Tf(e),round:m=!0,opacity:g,className:y}=t,b=ma(t);y=ga(y),g=tt(g)[1],f===null&&(f=()=>null);let w=me("svg",b).attr("class",`${y}-ramp`).attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("width",i).attr("height",s).attr("viewBox",`0 0 ${i} ${s}`).call(L=>L.append("style").text(`:where(.${y}-ramp) {
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
  overflow: visible;
}
:where(.${y}-ramp text) {
  white-space: pre;
}`)).call(ba,c),$=L=>L.selectAll(".tick line").attr("y1",o+l-s),x,k=m?(L,q)=>L.rangeRound(q):(L,q)=>L.range(q),{type:_,domain:S,range:T,interpolate:E,scale:O,pivot:A}=e;if(E){let L=T===void 0?E:Ii(E.length===1?ou(E):E,T);x=k(O.copy(),Bt(dt(u,i-a),Math.min(S.length+(A!==void 0),T===void 0?1/0:T.length)));let q=256,I=b.document.createElement("canvas");I.width=q,I.height=1;let M=I.getContext("2d");for(let F=0,B=q-1;F<q;++F)M.fillStyle=L(F/B),M.fillRect(F,0,1,1);w.append("image").attr("opacity",g).attr("x",u).attr("y",o).attr("width",i-u-a).attr("height",s-o-l).attr("preserveAspectRatio","none").attr("xlink:href",I.toDataURL())}else if(_==="threshold"){let L=S,q=f===void 0?I=>I:typeof f=="string"?hr(f):f;x=k(ql().domain([-1,T.length-1]),[u,i-a]),w.append("g").attr("fill-opacity",g).selectAll().data(T).enter().append("rect").attr("x",(I,M)=>x(M-1)).attr("y",o).attr("width",(I,M)=>x(M)-x(M-1)).attr("height",s-o-l).attr("fill",I=>I),d=Ee(L,(I,M)=>M),f=I=>q(L[I],I)}else x=k(Xo().domain(S),[u,i-a]),w.append("g").attr("fill-opacity",g).selectAll().data(S).enter().append("rect").attr("x",x).attr("y",o).attr("width",Math.max(0,x.bandwidth()-1)).attr("height",s-o-l).attr("fill",O),$=()=>{};return w.append("g").attr("transform",`translate(0,${s-l})`).call(n1(x).ticks(Array.isArray(d)?null:d,typeof f=="string"?f:void 0).tickFormat(typeof f=="function"?f:void 0).tickSize(r).tickValues(Array.isArray(d)?d:null)).attr("font-size",null).attr("font-family",null).attr("font-variant",nt(p,"normal")).call($).call(L=>L.select(".domain").remove()),n!==void 0&&w.append("text").attr("x",u).attr("y",o-6).attr("fill","currentColor").attr("font-weight","bold").text(n),w.node()}var Fy=Math.PI/180;function io(e,{marker:t,markerStart:n=t,markerMid:r=t,markerEnd:i=t}={}){e.markerStart=Vy(n),e.markerMid=Vy(r),e.markerEnd=Vy(i)}function Vy(e){if(e==null||e===!1)return null;if(e===!0)return aT;if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"none":return null;case"arrow":return oT("auto");case"arrow-reverse":return oT("auto-start-reverse");case"dot":return S7;case"circle":case"circle-fill":return aT;case"circle-stroke":return k7;case"tick":return Ky("auto");case"tick-x":return Ky(90);case"tick-y":return Ky(0)}throw new Error(`invalid marker: ${e}`)}function oT(e){return(t,n)=>me("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("orient",e).attr("fill","none").attr("stroke",t).attr("stroke-width",1.5).attr("stroke-linecap","round").attr("stroke-linejoin","round").call(r=>r.append("path").attr("d","M-1.5,-3l3,3l-3,3")).node()}function S7(e,t){return me("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","none").call(n=>n.append("circle").attr("r",2.5)).node()}function aT(e,t){return me("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","var(--plot-background)").attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function k7(e,t){return me("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill","var(--plot-background)").attr("stroke",e).attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function Ky(e){return(t,n)=>me("svg:marker",n).attr("viewBox","-3 -3 6 6").attr("markerWidth",6).attr("markerHeight",6).attr("orient",e).attr("stroke",t).call(r=>r.append("path").attr("d","M0,-3v6")).node()}var T7=0;function uu(e,t,{stroke:n},r){return cT(e,t,n&&(i=>n[i]),null,r)}function lT(e,t,{stroke:n,z:r},i){return cT(e,t,n&&(([s])=>n[s]),r,i)}var jy=1,uT=2;function R7(e,t){let n=new Uint8Array(t.length),r=e.data().filter(s=>s.length>1),i=r.length;for(let s=0,o=$f;s<i;++s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=An(t[l]))&&(n[l]|=jy)}}for(let s=i-1,o=$f;s>=0;--s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=An(t[l]))&&(n[l]|=uT)}}return([s])=>n[s]}function cT(e,{markerStart:t,markerMid:n,markerEnd:r,stroke:i},s=()=>i,o,a){if(!t&&!n&&!r)return;let l=new Map,u=o&&R7(e,o);function c(d,f,p){return function(m){if(p&&!p(m))return;let g=s(m),y=l.get(f);y||l.set(f,y=new Map);let b=y.get(g);if(!b){let w=this.parentNode.insertBefore(f(g,a),this),$=`plot-marker-${++T7}`;w.setAttribute("id",$),y.set(g,b=`url(#${$})`)}this.setAttribute(d,b)}}t&&e.each(c("marker-start",t,u&&(d=>u(d)&jy))),n&&u&&e.each(c("marker-start",n,d=>!(u(d)&jy))),n&&e.each(c("marker-mid",n)),r&&e.each(c("marker-end",r,u&&(d=>u(d)&uT)))}function ya({inset:e,insetLeft:t,insetRight:n,...r}={}){return[t,n]=dT(e,t,n),{inset:e,insetLeft:t,insetRight:n,...r}}function Rf({inset:e,insetTop:t,insetBottom:n,...r}={}){return[t,n]=dT(e,t,n),{inset:e,insetTop:t,insetBottom:n,...r}}function dT(e,t,n){return e===void 0&&t===void 0&&n===void 0?ht?[1,0]:[.5,.5]:[t,n]}function fT(e,{interval:t}){return e={...Rr(e)},e.interval=af(e.interval===void 0?t:e.interval),e}function qy(e,t,n,r){let{[e]:i,[`${e}1`]:s,[`${e}2`]:o}=n,{value:a,interval:l}=fT(i,n);if(a==null||l==null&&!r)return n;let u=Yn(i);if(l==null){let p,m={transform:g=>p||(p=ze(g,a)),label:u};return{...n,[e]:void 0,[`${e}1`]:s===void 0?m:s,[`${e}2`]:o===void 0&&!(s===o&&r)?m:o}}let c,d;function f(p){return d!==void 0&&p===c?d:d=Ee(ze(c=p,a),m=>l.floor(m))}return t({...n,[e]:void 0,[`${e}1`]:s===void 0?{transform:f,label:u}:s,[`${e}2`]:o===void 0?{transform:p=>f(p).map(m=>l.offset(m)),label:u}:o})}function pT(e,t,n){let{[e]:r}=n,{value:i,interval:s}=fT(r,n);return i==null||s==null?n:t({...n,[e]:{label:Yn(r),transform:o=>{let a=Ee(ze(o,i),u=>s.floor(u)),l=a.map(u=>s.offset(u));return a.map(st(a)?(u,c)=>u==null||isNaN(u=+u)||(c=l[c],c==null)||isNaN(c=+c)?void 0:new Date((u+c)/2):(u,c)=>u==null||(c=l[c],c==null)?NaN:(+u+ +c)/2)}}})}function hT(e={}){return qy("x",ya,e,!0)}function Uy(e={}){return qy("x",ya,e)}function Cf(e={}){return qy("y",Rf,e)}function mT(e={}){return pT("x",ya,e)}function gT(e={}){return pT("y",Rf,e)}var bT={ariaLabel:"rule",fill:null,stroke:"currentColor"},Mf=class extends ke{constructor(t,n={}){let{x:r,y1:i,y2:s,inset:o=0,insetTop:a=o,insetBottom:l=o}=n;super(t,{x:{value:r,scale:"x",optional:!0},y1:{value:i,scale:"y",optional:!0},y2:{value:s,scale:"y",optional:!0}},ro(n,"x"),bT),this.insetTop=je(a),this.insetBottom=je(l),io(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y1:u,y2:c}=r,{width:d,height:f,marginTop:p,marginRight:m,marginLeft:g,marginBottom:y}=i,{insetTop:b,insetBottom:w}=this;return me("svg:g",s).call(Ye,this,i,s).call(Xe,this,{x:l&&o},ht,0).call($=>$.selectAll().data(t).enter().append("line").call(Be,this).attr("x1",l?x=>l[x]:(g+d-m)/2).attr("x2",l?x=>l[x]:(g+d-m)/2).attr("y1",u&&!Xn(a)?x=>u[x]+b:p+b).attr("y2",c&&!Xn(a)?a.bandwidth?x=>c[x]+a.bandwidth()-w:x=>c[x]-w:f-y-w).call(mt,this,r).call(uu,this,r,s)).node()}},Ef=class extends ke{constructor(t,n={}){let{x1:r,x2:i,y:s,inset:o=0,insetRight:a=o,insetLeft:l=o}=n;super(t,{y:{value:s,scale:"y",optional:!0},x1:{value:r,scale:"x",optional:!0},x2:{value:i,scale:"x",optional:!0}},ro(n,"y"),bT),this.insetRight=je(a),this.insetLeft=je(l),io(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{y:l,x1:u,x2:c}=r,{width:d,height:f,marginTop:p,marginRight:m,marginLeft:g,marginBottom:y}=i,{insetLeft:b,insetRight:w}=this;return me("svg:g",s).call(Ye,this,i,s).call(Xe,this,{y:l&&a},0,ht).call($=>$.selectAll().data(t).enter().append("line").call(Be,this).attr("x1",u&&!Xn(o)?x=>u[x]+b:g+b).attr("x2",c&&!Xn(o)?o.bandwidth?x=>c[x]+o.bandwidth()-w:x=>c[x]-w:d-m-w).attr("y1",l?x=>l[x]:(p+f-y)/2).attr("y2",l?x=>l[x]:(p+f-y)/2).call(mt,this,r).call(uu,this,r,s)).node()}};function He(e,t){let{x:n=Se,y:r,y1:i,y2:s,...o}=Cf(t);return[i,s]=yT(r,i,s),new Mf(e,{...o,x:n,y1:i,y2:s})}function _t(e,t){let{y:n=Se,x:r,x1:i,x2:s,...o}=Uy(t);return[i,s]=yT(r,i,s),new Ef(e,{...o,y:n,x1:i,x2:s})}function yT(e,t,n){if(e==null){if(t===void 0){if(n!==void 0)return[0,n]}else if(n===void 0)return[0,t]}else{if(t===void 0)return n===void 0?[0,e]:[e,n];if(n===void 0)return[e,t]}return[t,n]}function va(e,...t){let n=t.length;for(let r=0,i=!0;r<n;++r)typeof t[r]!="function"&&(i&&(e=e.slice(),i=!1),e.splice(r,2,e[r]+t[r]+e[r+1]),t.splice(r,1),--r,--n);return r=>{let i=e[0];for(let s=0;s<n;++s)i+=t[s](r)+e[s+1];return i}}var C7={ariaLabel:"text",strokeLinejoin:"round",strokeWidth:3,paintOrder:"stroke"},_T="\xAD",wa=class extends ke{constructor(t,n={}){let{x:r,y:i,text:s=Qt(t)&&lf(t)?Se:Un,frameAnchor:o,textAnchor:a=/right$/i.test(o)?"end":/left$/i.test(o)?"start":"middle",lineAnchor:l=/^top/i.test(o)?"top":/^bottom/i.test(o)?"bottom":"middle",lineHeight:u=1,lineWidth:c=1/0,textOverflow:d,monospace:f,fontFamily:p=f?"ui-monospace, monospace":void 0,fontSize:m,fontStyle:g,fontVariant:y,fontWeight:b,rotate:w}=n,[$,x]=tt(w,0),[k,_]=P7(m);if(super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},fontSize:{value:k,optional:!0},rotate:{value:v2($),optional:!0},text:{value:s,filter:Yl,optional:!0}},n,C7),this.rotate=x,this.textAnchor=nt(a,"middle"),this.lineAnchor=Vt(l,"lineAnchor",["top","middle","bottom"]),this.lineHeight=+u,this.lineWidth=+c,this.textOverflow=Gy(d),this.monospace=!!f,this.fontFamily=ot(p),this.fontSize=_,this.fontStyle=ot(g),this.fontVariant=ot(y),this.fontWeight=ot(b),this.frameAnchor=Gi(o),!(this.lineWidth>=0))throw new Error(`invalid lineWidth: ${c}`);this.splitLines=Zy(this),this.clipLine=Qy(this)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,rotate:c,text:d,title:f,fontSize:p}=r,{rotate:m}=this,[g,y]=Er(this,i);return me("svg:g",s).call(Ye,this,i,s).call(Jy,this,d,i).call(Xe,this,{x:l&&o,y:u&&a}).call(b=>b.selectAll().data(t).enter().append("text").call(Be,this).call(M7,this,d,f).attr("transform",va`translate(${l?w=>l[w]:g},${u?w=>u[w]:y})${c?w=>` rotate(${c[w]})`:m?` rotate(${m})`:""}`).call(te,"font-size",p&&(w=>p[w])).call(mt,this,r)).node()}};function Gy(e){return e==null?null:Vt(e,"textOverflow",["clip","ellipsis","clip-start","clip-end","ellipsis-start","ellipsis-middle","ellipsis-end"]).replace(/^(clip|ellipsis)$/,"$1-end")}function M7(e,t,n,r){if(!n)return;let{lineAnchor:i,lineHeight:s,textOverflow:o,splitLines:a,clipLine:l}=t;e.each(function(u){let c=a(Mr(n[u])??"").map(l),d=c.length,f=i==="top"?.71:i==="bottom"?1-d:(164-d*100)/200;if(d>1){let p=0;for(let m=0;m<d;++m){if(++p,!c[m])continue;let g=this.ownerDocument.createElementNS(Oi.svg,"tspan");g.setAttribute("x",0),m===p-1?g.setAttribute("y",`${(f+m)*s}em`):g.setAttribute("dy",`${p*s}em`),g.textContent=c[m],this.appendChild(g),p=0}}else f&&this.setAttribute("y",`${f*s}em`),this.textContent=c[0];if(o&&!r&&c[0]!==n[u]){let p=this.ownerDocument.createElementNS(Oi.svg,"title");p.textContent=n[u],this.appendChild(p)}})}function xa(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=Gn(t,n)),new wa(e,{...r,x:t,y:n})}function Yy(e,{x:t=Se,...n}={}){return new wa(e,gT({...n,x:t}))}function Xy(e,{y:t=Se,...n}={}){return new wa(e,mT({...n,y:t}))}function Jy(e,t,n){te(e,"text-anchor",t.textAnchor),te(e,"font-family",t.fontFamily),te(e,"font-size",t.fontSize),te(e,"font-style",t.fontStyle),te(e,"font-variant",t.fontVariant===void 0?E7(n):t.fontVariant),te(e,"font-weight",t.fontWeight)}function E7(e){return e&&($2(e)||st(e))?"tabular-nums":void 0}var A7=new Set(["inherit","initial","revert","unset","xx-small","x-small","small","medium","large","x-large","xx-large","xxx-large","larger","smaller"]);function P7(e){return e==null||typeof e=="number"?[void 0,e]:typeof e!="string"?[e,void 0]:(e=e.trim().toLowerCase(),A7.has(e)||/^[+-]?\d*\.?\d+(e[+-]?\d+)?(\w*|%)$/.test(e)?[void 0,e]:[e,void 0])}function D7(e,t,n){let r=[],i,s=0;for(let[o,a,l]of L7(e)){if(i===void 0&&(i=o),s>i&&n(e,i,a)>t&&(r.push(e.slice(i,s)+(e[s-1]===_T?"-":"")),i=o),l){r.push(e.slice(i,a)),i=void 0;continue}s=a}return r}function*L7(e){let t=0,n=0,r=e.length;for(;n<r;){let i=1;switch(e[n]){case _T:case"-":++n,yield[t,n,!1],t=n;break;case" ":for(yield[t,n,!1];e[++n]===" ";);t=n;break;case"\r":e[n+1]===`
`&&++i;case`
`:yield[t,n,!0],n+=i,t=n;break;default:++n;break}}yield[t,n,!0]}var vT={a:56,b:63,c:57,d:63,e:58,f:37,g:62,h:60,i:26,j:26,k:55,l:26,m:88,n:60,o:60,p:62,q:62,r:39,s:54,t:38,u:60,v:55,w:79,x:54,y:55,z:55,A:69,B:67,C:73,D:74,E:61,F:58,G:76,H:75,I:28,J:55,K:67,L:58,M:89,N:75,O:78,P:65,Q:78,R:67,S:65,T:65,U:75,V:69,W:98,X:69,Y:67,Z:67,0:64,1:48,2:62,3:64,4:66,5:63,6:65,7:58,8:65,9:65," ":29,"!":32,'"':49,"'":31,"(":39,")":39,",":31,"-":48,".":31,"/":32,":":31,";":31,"?":52,"\u2018":31,"\u2019":31,"\u201C":47,"\u201D":47,"\u2026":82};function Af(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=$a(e,i))r+=vT[e[i]]??(kT(e,i)?120:vT.e);return r}function Pf(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=$a(e,i))r+=kT(e,i)?126:63;return r}function Zy({monospace:e,lineWidth:t,textOverflow:n}){if(n!=null||t==1/0)return s=>s.split(/\r\n?|\n/g);let r=e?Pf:Af,i=t*100;return s=>D7(s,i,r)}function Qy({monospace:e,lineWidth:t,textOverflow:n}){if(n==null||t==1/0)return s=>s;let r=e?Pf:Af,i=t*100;switch(n){case"clip-start":return s=>xT(s,i,r,"");case"clip-end":return s=>wT(s,i,r,"");case"ellipsis-start":return s=>xT(s,i,r,so);case"ellipsis-middle":return s=>O7(s,i,r,so);case"ellipsis-end":return s=>wT(s,i,r,so)}}var so="\u2026";function oo(e,t,n,r){let i=[],s=0;for(let o=0,a=0,l=e.length;o<l;o=a){a=$a(e,o);let u=n(e,o,a);if(s+u>t){for(s+=r;s>t&&o>0;)a=o,o=i.pop(),s-=n(e,o,a);return[o,t-s]}s+=u,i.push(o)}return[-1,0]}function wT(e,t,n,r){e=e.trim();let i=n(r),[s]=oo(e,t,n,i);return s<0?e:e.slice(0,s).trimEnd()+r}function O7(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r)/2,[o,a]=oo(e,t/2,n,s),[l]=oo(e,i-t/2-a+s,n,-s);return l<0?r:e.slice(0,o).trimEnd()+r+e.slice($a(e,l)).trimStart()}function xT(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r),[o]=oo(e,i-t+s,n,-s);return o<0?r:r+e.slice($a(e,o)).trimStart()}var Wy=/[\p{Combining_Mark}\p{Emoji_Modifier}]+/uy,$T=new RegExp("\\p{Extended_Pictographic}","uy");function $a(e,t){return t+=N7(e,t)?2:1,z7(e,t)&&(t=Wy.lastIndex),I7(e,t)?$a(e,t+1):t}function ST(e,t){return e.charCodeAt(t)<128}function N7(e,t){let n=e.charCodeAt(t);if(n>=55296&&n<56320){let r=e.charCodeAt(t+1);return r>=56320&&r<57344}return!1}function I7(e,t){return e.charCodeAt(t)===8205}function z7(e,t){return ST(e,t)?!1:(Wy.lastIndex=t,Wy.test(e))}function kT(e,t){return ST(e,t)?!1:($T.lastIndex=t,$T.test(e))}var B7={ariaLabel:"vector",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinejoin:"round",strokeLinecap:"round"},TT=3.5,H7=TT*5,RT={draw(e,t,n){let r=t*n/H7;e.moveTo(0,0),e.lineTo(0,-t),e.moveTo(-r,r-t),e.lineTo(0,-t),e.lineTo(r,r-t)}},F7={draw(e,t,n){e.moveTo(-n,0),e.lineTo(0,-t),e.lineTo(n,0)}},V7=new Map([["arrow",RT],["spike",F7]]);function K7(e){return e&&typeof e.draw=="function"}function j7(e){if(K7(e))return e;let t=V7.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid shape: ${e}`)}var Df=class extends ke{constructor(t,n={}){let{x:r,y:i,r:s=TT,length:o,rotate:a,shape:l=RT,anchor:u="middle",frameAnchor:c}=n,[d,f]=tt(o,12),[p,m]=tt(a,0);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},length:{value:d,scale:"length",optional:!0},rotate:{value:p,optional:!0}},n,B7),this.r=+s,this.length=f,this.rotate=m,this.shape=j7(l),this.anchor=Vt(u,"anchor",["start","middle","end"]),this.frameAnchor=Gi(c)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,length:c,rotate:d}=r,{length:f,rotate:p,anchor:m,shape:g,r:y}=this,[b,w]=Er(this,i);return me("svg:g",s).call(Ye,this,i,s).call(Xe,this,{x:l&&o,y:u&&a}).call($=>$.selectAll().data(t).enter().append("path").call(Be,this).attr("transform",va`translate(${l?x=>l[x]:b},${u?x=>u[x]:w})${d?x=>` rotate(${d[x]})`:p?` rotate(${p})`:""}${m==="start"?"":m==="end"?c?x=>` translate(0,${c[x]})`:` translate(0,${f})`:c?x=>` translate(0,${c[x]/2})`:` translate(0,${f/2})`}`).attr("d",c?x=>{let k=pr();return g.draw(k,c[x],y),k}:(()=>{let x=pr();return g.draw(x,f,y),x})()).call(mt,this,r)).node()}};function CT(e,t={}){let{x:n=Se,...r}=t;return new Df(e,{...r,x:n})}function MT(e,t={}){let{y:n=Se,...r}=t;return new Df(e,{...r,y:n})}function Xi(e,t){return arguments.length<2&&!Qt(e)&&(t=e,e=null),t===void 0&&(t={}),[e,t]}function Lf({anchor:e}={},t){return e===void 0?t[0]:Vt(e,"anchor",t)}function ET(e){return Lf(e,["left","right"])}function AT(e){return Lf(e,["right","left"])}function PT(e){return Lf(e,["bottom","top"])}function DT(e){return Lf(e,["top","bottom"])}function tv(){let[e,t]=Xi(...arguments);return NT("y",ET(t),e,t)}function LT(){let[e,t]=Xi(...arguments);return NT("fy",AT(t),e,t)}function nv(){let[e,t]=Xi(...arguments);return IT("x",PT(t),e,t)}function OT(){let[e,t]=Xi(...arguments);return IT("fx",DT(t),e,t)}function NT(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:d,textStrokeOpacity:f,textStrokeWidth:p,tickSize:m=e==="y"?6:0,tickPadding:g,tickRotate:y,x:b,margin:w,marginTop:$=w===void 0?20:w,marginRight:x=w===void 0?t==="right"?40:0:w,marginBottom:k=w===void 0?20:w,marginLeft:_=w===void 0?t==="left"?40:0:w,label:S,labelAnchor:T,labelArrow:E,labelOffset:O,ariaLabel:A=`${e}-axis`,...L}){return m=je(m),g=je(g),y=je(y),T!==void 0&&(T=Vt(T,"labelAnchor",["center","top","bottom"])),E=YT(E),Oy(m&&!xt(s)?q7(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:m,tickPadding:g,tickRotate:y,x:b,ariaLabel:A,...L}):null,xt(l)?null:W7(e,t,n,{fill:l,fillOpacity:u,stroke:d,strokeOpacity:f,strokeWidth:p,textAnchor:c,tickSize:m,tickPadding:g,tickRotate:y,x:b,marginTop:$,marginRight:x,marginBottom:k,marginLeft:_,ariaLabel:A,...L}),!xt(l)&&S!==null?xa([],qT({fill:l,fillOpacity:u,...L},function(q,I,M,F,B){let Q=F[e],{marginTop:H,marginRight:K,marginBottom:G,marginLeft:J}=e==="y"&&B.inset||B,C=T??(Q.bandwidth?"center":"top"),X=O??(t==="right"?K:J)-3;return C==="center"?(this.textAnchor=void 0,this.lineAnchor=t==="right"?"bottom":"top",this.frameAnchor=t,this.rotate=-90):(this.textAnchor=t==="right"?"end":"start",this.lineAnchor=C,this.frameAnchor=`${C}-${t}`,this.rotate=0),this.dy=C==="top"?3-H:C==="bottom"?G-3:0,this.dx=t==="right"?X:-X,this.ariaLabel=`${A} label`,{facets:[[0]],channels:{text:{value:[GT(e,Q,{anchor:t,label:S,labelAnchor:C,labelArrow:E})]}}}})):null)}function IT(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:d,textStrokeOpacity:f,textStrokeWidth:p,tickSize:m=e==="x"?6:0,tickPadding:g,tickRotate:y,y:b,margin:w,marginTop:$=w===void 0?t==="top"?30:0:w,marginRight:x=w===void 0?20:w,marginBottom:k=w===void 0?t==="bottom"?30:0:w,marginLeft:_=w===void 0?20:w,label:S,labelAnchor:T,labelArrow:E,labelOffset:O,ariaLabel:A=`${e}-axis`,...L}){return m=je(m),g=je(g),y=je(y),T!==void 0&&(T=Vt(T,"labelAnchor",["center","left","right"])),E=YT(E),Oy(m&&!xt(s)?U7(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:m,tickPadding:g,tickRotate:y,y:b,ariaLabel:A,...L}):null,xt(l)?null:G7(e,t,n,{fill:l,fillOpacity:u,stroke:d,strokeOpacity:f,strokeWidth:p,textAnchor:c,tickSize:m,tickPadding:g,tickRotate:y,y:b,marginTop:$,marginRight:x,marginBottom:k,marginLeft:_,ariaLabel:A,...L}),!xt(l)&&S!==null?xa([],qT({fill:l,fillOpacity:u,...L},function(q,I,M,F,B){let Q=F[e],{marginTop:H,marginRight:K,marginBottom:G,marginLeft:J}=e==="x"&&B.inset||B,C=T??(Q.bandwidth?"center":"right"),X=O??(t==="top"?H:G)-3;return C==="center"?(this.frameAnchor=t,this.textAnchor=void 0):(this.frameAnchor=`${t}-${C}`,this.textAnchor=C==="right"?"end":"start"),this.lineAnchor=t,this.dy=t==="top"?-X:X,this.dx=C==="right"?K-3:C==="left"?3-J:0,this.ariaLabel=`${A} label`,{facets:[[0]],channels:{text:{value:[GT(e,Q,{anchor:t,label:S,labelAnchor:C,labelArrow:E})]}}}})):null)}function q7(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="y"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetLeft:c=u,insetRight:d=u,dx:f=0,y:p=e==="y"?void 0:null,ariaLabel:m,...g}){return _a(MT,e,n,{ariaLabel:`${m} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinecap:i,strokeLinejoin:s,facetAnchor:o,frameAnchor:a,y:p,...g,dx:t==="left"?+f-ht+ +c:+f+ht-d,anchor:"start",length:l,shape:t==="left"?Z7:Q7})}function U7(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="x"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetTop:c=u,insetBottom:d=u,dy:f=0,x:p=e==="x"?void 0:null,ariaLabel:m,...g}){return _a(CT,e,n,{ariaLabel:`${m} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinejoin:s,strokeLinecap:i,facetAnchor:o,frameAnchor:a,x:p,...g,dy:t==="bottom"?+f-ht-d:+f+ht+ +c,anchor:"start",length:l,shape:t==="bottom"?X7:J7})}function W7(e,t,n,{facetAnchor:r=t+(e==="y"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>60?4*Math.cos(o*Fy):0),text:l,textAnchor:u=Math.abs(o)>60?"middle":t==="left"?"end":"start",lineAnchor:c=o>60?"top":o<-60?"bottom":"middle",fontVariant:d,inset:f=0,insetLeft:p=f,insetRight:m=f,dx:g=0,ariaLabel:y,y:b=e==="y"?void 0:null,...w}){return _a(Xy,e,n,{ariaLabel:`${y} tick label`},{facetAnchor:r,frameAnchor:i,text:l,textAnchor:u,lineAnchor:c,fontVariant:d,rotate:o,y:b,...w,dx:t==="left"?+g-s-a+ +p:+g+ +s+ +a-m},function($,x,k,_,S){d===void 0&&(this.fontVariant=WT($)),l===void 0&&(S.text=UT($,x,k,_,t))})}function G7(e,t,n,{facetAnchor:r=t+(e==="x"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>=10?4*Math.cos(o*Fy):0),text:l,textAnchor:u=Math.abs(o)>=10?o<0^t==="bottom"?"start":"end":"middle",lineAnchor:c=Math.abs(o)>=10?"middle":t==="bottom"?"top":"bottom",fontVariant:d,inset:f=0,insetTop:p=f,insetBottom:m=f,dy:g=0,x:y=e==="x"?void 0:null,ariaLabel:b,...w}){return _a(Yy,e,n,{ariaLabel:`${b} tick label`},{facetAnchor:r,frameAnchor:i,text:l===void 0?null:l,textAnchor:u,lineAnchor:c,fontVariant:d,rotate:o,x:y,...w,dy:t==="bottom"?+g+ +s+ +a-m:+g-s-a+ +p},function($,x,k,_,S){d===void 0&&(this.fontVariant=WT($)),l===void 0&&(S.text=UT($,x,k,_,t))})}function zT(){let[e,t]=Xi(...arguments);return VT("y",ET(t),e,t)}function BT(){let[e,t]=Xi(...arguments);return VT("fy",AT(t),e,t)}function HT(){let[e,t]=Xi(...arguments);return KT("x",PT(t),e,t)}function FT(){let[e,t]=Xi(...arguments);return KT("fx",DT(t),e,t)}function VT(e,t,n,{y:r=e==="y"?void 0:null,x:i=null,x1:s=t==="left"?i:null,x2:o=t==="right"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return _a(_t,e,n,{ariaLabel:a,ariaHidden:l},{y:r,x1:s,x2:o,...jT(u)})}function KT(e,t,n,{x:r=e==="x"?void 0:null,y:i=null,y1:s=t==="top"?i:null,y2:o=t==="bottom"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return _a(He,e,n,{ariaLabel:a,ariaHidden:l},{x:r,y1:s,y2:o,...jT(u)})}function jT({color:e="currentColor",opacity:t=.1,stroke:n=e,strokeOpacity:r=t,strokeWidth:i=1,...s}){return{stroke:n,strokeOpacity:r,strokeWidth:i,...s}}function qT({fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c=!1},d){return[,e]=Zt(e),[,t]=tt(t),{facet:"super",x:null,y:null,fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c,initializer:d}}function _a(e,t,n,r,i,s){let o;function a(c,d,f,p,m,g){let y=c==null&&(t==="fx"||t==="fy"),{[t]:b}=p;if(!b)throw new Error(`missing scale: ${t}`);let w=b.domain(),{interval:$,ticks:x,tickFormat:k,tickSpacing:_=t==="x"?80:35}=i;if(typeof x=="string"&&XT(b)&&($=x,x=void 0),x===void 0&&(x=Tr($,b.type)??Y7(b,_)),c==null){if(Qt(x))c=kr(x);else if(Wi(x))c=ev(x,...Ct(w));else if(b.interval){let T=b.interval;if(b.ticks){let[E,O]=Ct(w),A=(O-E)/T[ea];T=jb(T,A/x)??T,c=ev(T,E,O)}else{c=w;let E=c.length;T=jb(T,E/x)??T,T!==b.interval&&(c=ev(T,...Ct(c)))}if(T===b.interval){let E=Math.round(c.length/x);E>1&&(c=c.filter((O,A)=>A%E===0))}}else b.ticks?c=b.ticks(x):c=w;if(!b.ticks&&c.length&&c!==w){let T=new cr(w);c=c.filter(E=>T.has(E)),c.length||en(`Warning: the ${t}-axis ticks appear to not align with the scale domain, resulting in no ticks. Try different ticks?`)}t==="y"||t==="x"?d=[Kt(c)]:o[t]={scale:t,value:Se}}s?.call(this,b,c,x,k,o);let S=Object.fromEntries(Object.entries(o).map(([T,E])=>[T,{...E,value:ze(c,E.value)}]));return y&&(d=g.filterFacets(c,S)),{data:c,facets:d,channels:S}}let l=di(i).initializer,u=e(n,di({...i,initializer:a},l));return n==null?(o=u.channels,u.channels={}):o={},r!==void 0&&Object.assign(u,r),u.clip===void 0&&(u.clip=!1),u}function Y7(e,t){let[n,r]=Ct(e.range());return(r-n)/t}function UT(e,t,n,r,i){return{value:cu(e,t,n,r,i)}}function cu(e,t,n,r,i){return typeof r=="function"&&!(e.type==="log"&&e.tickFormat)?r:r===void 0&&t&&st(t)?i2(e.type,t,i)??Mr:e.tickFormat?e.tickFormat(typeof n=="number"?n:null,r):typeof r=="string"&&e.domain().length>0?(st(e.domain())?wr:hr)(r):r===void 0?Mr:un(r)}function ev(e,t,n){return e.range(t,e.offset(e.floor(n)))}var X7={draw(e,t){e.moveTo(0,0),e.lineTo(0,t)}},J7={draw(e,t){e.moveTo(0,0),e.lineTo(0,-t)}},Z7={draw(e,t){e.moveTo(0,0),e.lineTo(-t,0)}},Q7={draw(e,t){e.moveTo(0,0),e.lineTo(t,0)}};function WT(e){return e.bandwidth&&!e.interval?void 0:"tabular-nums"}function GT(e,t,{anchor:n,label:r=t.label,labelAnchor:i,labelArrow:s}={}){if(!(r==null||r.inferred&&XT(t)&&/^(date|time|year)$/i.test(r))){if(r=String(r),s==="auto"&&(s=(!t.bandwidth||t.interval)&&!/[↑↓→←]/.test(r)),!s)return r;if(s===!0){let o=Pk(t);o&&(s=/x$/.test(e)||i==="center"?/x$/.test(e)===o<0?"left":"right":o<0?"up":"down")}switch(s){case"left":return`\u2190 ${r}`;case"right":return`${r} \u2192`;case"up":return n==="right"?`${r} \u2191`:`\u2191 ${r}`;case"down":return n==="right"?`${r} \u2193`:`\u2193 ${r}`}return r}}function YT(e="auto"){return xt(e)?!1:typeof e=="boolean"?e:Vt(e,"labelArrow",["auto","up","right","down","left"])}function XT(e){return st(e.domain())}function JT(e,t){if(t==null)return t;let n=e(t);if(!n)throw new Error(`scale not found: ${t}`);return n}function ZT(e,{opacity:t,...n}={}){if(!Cr(e)&&!Ry(e))throw new Error(`swatches legend requires ordinal or threshold color scale (not ${e.type})`);return eR(e,n,(r,i,s,o)=>r.append("svg").attr("width",s).attr("height",o).attr("fill",i.scale).attr("fill-opacity",tt(t)[1]).append("rect").attr("width","100%").attr("height","100%"))}function QT(e,{fill:t=e.hint?.fill!==void 0?e.hint.fill:"none",fillOpacity:n=1,stroke:r=e.hint?.stroke!==void 0?e.hint.stroke:xt(t)?"currentColor":"none",strokeOpacity:i=1,strokeWidth:s=1.5,r:o=4.5,...a}={},l){let[u,c]=Zt(t),[d,f]=Zt(r),p=JT(l,u),m=JT(l,d),g=o*o*Math.PI;return n=tt(n)[1],i=tt(i)[1],s=tt(s)[1],eR(e,a,(y,b,w,$)=>y.append("svg").attr("viewBox","-8 -8 16 16").attr("width",w).attr("height",$).attr("fill",u==="color"?x=>p.scale(x):c).attr("fill-opacity",n).attr("stroke",d==="color"?x=>m.scale(x):f).attr("stroke-opacity",i).attr("stroke-width",s).append("path").attr("d",x=>{let k=pr();return e.scale(x).draw(k,g),k}))}function eR(e,t={},n){let{columns:r,tickFormat:i,fontVariant:s=Tf(e),swatchSize:o=15,swatchWidth:a=o,swatchHeight:l=o,marginLeft:u=0,className:c,style:d,width:f}=t,p=ma(t);c=ga(c),i=cu(e.scale,e.domain,void 0,i);let m=me("div",p).attr("class",`${c}-swatches ${c}-swatches-${r!=null?"columns":"wrap"}`),g;return r!=null?(g=`:where(.${c}-swatches-columns .${c}-swatch) {
  display: flex;
  align-items: center;
  break-inside: avoid;
  padding-bottom: 1px;
}
:where(.${c}-swatches-columns .${c}-swatch::before) {
  flex-shrink: 0;
}
:where(.${c}-swatches-columns .${c}-swatch-label) {
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}`,m.style("columns",r).selectAll().data(e.domain).enter().append("div").attr("class",`${c}-swatch`).call(n,e,a,l).call(y=>y.append("div").attr("class",`${c}-swatch-label`).attr("title",i).text(i))):(g=`:where(.${c}-swatches-wrap) {
  display: flex;
  align-items: center;
  min-height: 33px;
  flex-wrap: wrap;
}
:where(.${c}-swatches-wrap .${c}-swatch) {
  display: inline-flex;
  align-items: center;
  margin-right: 1em;
}`,m.selectAll().data(e.domain).enter().append("span").attr("class",`${c}-swatch`).call(n,e,a,l).append(function(){return this.ownerDocument.createTextNode(i.apply(this,arguments))})),m.call(y=>y.insert("style","*").text(`:where(.${c}-swatches) {
  font-family: system-ui, sans-serif;
  font-size: 10px;
  margin-bottom: 0.5em;
}
:where(.${c}-swatch > svg) {
  margin-right: 0.5em;
  overflow: visible;
}
${g}`)).style("margin-left",u?`${+u}px`:null).style("width",f===void 0?null:`${+f}px`).style("font-variant",nt(s,"normal")).call(ba,d).node()}var rv=new Map([["symbol",QT],["color",rR],["opacity",eO]]);function tR(e,t,n={}){return(r,i)=>{if(!rv.has(r))throw new Error(`unknown legend type: ${r}`);if(r in e)return rv.get(r)(e[r],nR(t,n[r],i),s=>e[s])}}function nR({className:e,...t},{label:n,ticks:r,tickFormat:i}={},s){return k2(s,{className:e,...t},{label:n,ticks:r,tickFormat:i})}function rR(e,{legend:t=!0,...n}){if(t===!0&&(t=e.type==="ordinal"?"swatches":"ramp"),e.domain!==void 0)switch(`${t}`.toLowerCase()){case"swatches":return ZT(e,n);case"ramp":return sT(e,n);default:throw new Error(`unknown legend type: ${t}`)}}function eO({type:e,interpolate:t,...n},{legend:r=!0,color:i=jn(0,0,0),...s}){if(!t)throw new Error(`${e} opacity scales are not supported`);if(r===!0&&(r="ramp"),`${r}`.toLowerCase()!=="ramp")throw new Error(`${r} opacity legends are not supported`);return rR({type:e,...n,interpolate:tO(i)},{legend:r,...s})}function tO(e){let{r:t,g:n,b:r}=jn(e)||jn(0,0,0);return i=>`rgba(${t},${n},${r},${i})`}function iR(e,t,n){let r=[];for(let[i,s]of rv){let o=n[i];if(o?.legend&&i in e){let a=s(e[i],nR(t,e[i],o),l=>e[l]);a!=null&&r.push(a)}}return r}function Sa(e={},t="y"){return ey(e)?e:{...e,[t]:Se}}function sR(e,t){if(t.length===1)return{data:e,facets:t};let n=Ui(e),r=new Uint8Array(n),i=0;for(let a of t)for(let l of a)r[l]&&++i,r[l]=1;if(i===0)return{data:e,facets:t};e=ji(e);let s=e[Wb]=new Uint32Array(n+i);t=t.map(a=>ji(a,Uint32Array));let o=n;r.fill(0);for(let a of t)for(let l=0,u=a.length;l<u;++l){let c=a[l];r[c]?(a[l]=o,e[o]=e[c],s[o]=c,++o):s[c]=c,r[c]=1}return{data:e,facets:t}}function nO(e={},t={}){arguments.length===1&&([e,t]=rO(e));let{x1:n,x:r=n,y:i,...s}=t,[o,a,l,u]=sO(r,i,"x","y",e,s);return{...o,x1:n,x:a,y1:l,y2:u,y:eu(l,u)}}function ka({y:e,y1:t,y2:n,...r}={}){return r=ro(r,"x"),t===void 0&&n===void 0?nO({y:e,...r}):([t,n]=h2(e,t,n),{...r,y1:t,y2:n})}function rO(e){let{offset:t,order:n,reverse:r,...i}=e;return[{offset:t,order:n,reverse:r},i]}var iO={length:!0};function sO(e,t=u2,n,r,{offset:i,order:s,reverse:o},a){if(t===null)throw new Error(`stack requires ${r}`);let l=ia(a),[u,c]=Pn(e),[d,f]=sa(t),[p,m]=sa(t);return d.hint=p.hint=iO,i=oO(i),s=uO(s,i,r),[no(a,(g,y,b)=>{({data:g,facets:y}=sR(g,y));let w=e==null?void 0:c(tu(ze(g,e),b?.[n])),$=ze(g,t,Float64Array),x=ze(g,l),k=s&&s(g,w,$,x),_=Ui(g),S=f(new Float64Array(_)),T=m(new Float64Array(_)),E=[];for(let O of y){let A=w?Array.from(Cs(O,L=>w[L]).values()):[O];if(k)for(let L of A)L.sort(k);for(let L of A){let q=0,I=0;o&&L.reverse();for(let M of L){let F=$[M];F<0?q=T[M]=(S[M]=q)+F:F>0?I=T[M]=(S[M]=I)+F:T[M]=S[M]=I}}E.push(A)}return i&&i(E,S,T,x),{data:g,facets:y}}),u,d,p]}function oO(e){if(e!=null){if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"expand":case"normalize":return aO;case"center":case"silhouette":return lO;case"wiggle":return uR}throw new Error(`unknown offset: ${e}`)}}function lR(e,t){let n=0,r=0;for(let i of e){let s=t[i];s<n&&(n=s),s>r&&(r=s)}return[n,r]}function aO(e,t,n){for(let r of e)for(let i of r){let[s,o]=lR(i,n);for(let a of i){let l=1/(o-s||1);t[a]=l*(t[a]-s),n[a]=l*(n[a]-s)}}}function lO(e,t,n){for(let r of e){for(let i of r){let[s,o]=lR(i,n);for(let a of i){let l=(o+s)/2;t[a]-=l,n[a]-=l}}cR(r,t,n)}dR(e,t,n)}function uR(e,t,n,r){for(let i of e){let s=new vn,o=0;for(let a of i){let l=-1,u=a.map(p=>Math.abs(n[p]-t[p])),c=a.map(p=>{l=r?r[p]:++l;let m=n[p]-t[p],g=s.has(l)?m-s.get(l):0;return s.set(l,m),g}),d=[0,...Hx(c)];for(let p of a)t[p]+=o,n[p]+=o;let f=Fn(u);f&&(o-=Fn(u,(p,m)=>(c[m]/2+d[m])*p)/f)}cR(i,t,n)}dR(e,t,n)}function cR(e,t,n){let r=wn(e,i=>wn(i,s=>t[s]));for(let i of e)for(let s of i)t[s]-=r,n[s]-=r}function dR(e,t,n){let r=e.length;if(r===1)return;let i=e.map(a=>a.flat()),s=i.map(a=>(wn(a,l=>t[l])+zt(a,l=>n[l]))/2),o=wn(s);for(let a=0;a<r;a++){let l=o-s[a];for(let u of i[a])t[u]+=l,n[u]+=l}}function uO(e,t,n){if(e===void 0&&t===uR)return oR(Ot);if(e!=null){if(typeof e=="string"){let r=e.startsWith("-"),i=r?Ys:Ot;switch((r?e.slice(1):e).toLowerCase()){case"value":case n:return cO(i);case"z":return dO(i);case"sum":return fO(i);case"appearance":return pO(i);case"inside-out":return oR(i)}return aR(Yb(e))}if(typeof e=="function")return(e.length===1?aR:hO)(e);if(qn(e))return mO(e);throw new Error(`invalid order: ${e}`)}}function cO(e){return(t,n,r)=>(i,s)=>e(r[i],r[s])}function dO(e){return(t,n,r,i)=>(s,o)=>e(i[s],i[o])}function fO(e){return Of(e,(t,n,r,i)=>Xc(Kt(t),s=>Fn(s,o=>r[o]),s=>i[s]))}function pO(e){return Of(e,(t,n,r,i)=>Xc(Kt(t),s=>n[Vh(s,o=>r[o])],s=>i[s]))}function oR(e){return Of(e,(t,n,r,i)=>{let s=Kt(t),o=Xc(s,d=>n[Vh(d,f=>r[f])],d=>i[d]),a=Qr(s,d=>Fn(d,f=>r[f]),d=>i[d]),l=[],u=[],c=0;for(let d of o)c<0?(c+=a.get(d),l.push(d)):(c-=a.get(d),u.push(d));return u.reverse().concat(l)})}function aR(e){return t=>{let n=ze(t,e);return(r,i)=>Ot(n[r],n[i])}}function hO(e){return t=>qn(t)?(n,r)=>e(t[n],t[r]):(n,r)=>e(t.get(n),t.get(r))}function mO(e){return Of(Ot,()=>e)}function Of(e,t){return(n,r,i,s)=>{if(!s)throw new Error("missing channel: z");let o=new vn(t(n,r,i,s).map((a,l)=>[a,l]));return(a,l)=>e(o.get(s[a]),o.get(s[l]))}}var gO={ariaLabel:"rect"},zf=class extends ke{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o}=n;super(t,{x1:{value:r,scale:"x",type:r!=null&&s==null?"band":void 0,optional:!0},y1:{value:i,scale:"y",type:i!=null&&o==null?"band":void 0,optional:!0},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0}},n,gO),du(this,n),fu(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x1:l,y1:u,x2:c,y2:d}=r,{marginTop:f,marginRight:p,marginBottom:m,marginLeft:g,width:y,height:b}=i,{projection:w}=s,{insetTop:$,insetRight:x,insetBottom:k,insetLeft:_}=this,{rx:S,ry:T,rx1y1:E,rx1y2:O,rx2y1:A,rx2y2:L}=this;(l||c)&&!w&&Xn(o)&&(l=c=null),(u||d)&&!w&&Xn(a)&&(u=d=null);let q=o?.bandwidth?o.bandwidth():0,I=a?.bandwidth?a.bandwidth():0;return me("svg:g",s).call(Ye,this,i,s).call(Xe,this,{},0,0).call(M=>M.selectAll().data(t).enter().call(E||O||A||L?F=>F.append("path").call(Be,this).call(pu,l&&c?B=>l[B]+(c[B]<l[B]?-x:_):l?B=>l[B]+_:g+_,u&&d?B=>u[B]+(d[B]<u[B]?-k:$):u?B=>u[B]+$:f+$,l&&c?B=>c[B]-(c[B]<l[B]?-_:x):l?B=>l[B]+q-x:y-p-x,u&&d?B=>d[B]-(d[B]<u[B]?-$:k):u?B=>u[B]+I-k:b-m-k,this).call(mt,this,r):F=>F.append("rect").call(Be,this).attr("x",l?c?B=>Math.min(l[B],c[B])+_:B=>l[B]+_:g+_).attr("y",u?d?B=>Math.min(u[B],d[B])+$:B=>u[B]+$:f+$).attr("width",l?c?B=>Math.max(0,Math.abs(c[B]-l[B])+q-_-x):q-_-x:y-p-g-x-_).attr("height",u?d?B=>Math.max(0,Math.abs(u[B]-d[B])+I-$-k):I-$-k:b-f-m-$-k).call(te,"rx",S).call(te,"ry",T).call(mt,this,r))).node()}};function du(e,{inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={}){e.insetTop=je(n),e.insetRight=je(r),e.insetBottom=je(i),e.insetLeft=je(s)}function fu(e,{r:t,rx:n,ry:r,rx1:i=t,ry1:s=t,rx2:o=t,ry2:a=t,rx1y1:l=i!==void 0?+i:s!==void 0?+s:0,rx1y2:u=i!==void 0?+i:a!==void 0?+a:0,rx2y1:c=o!==void 0?+o:s!==void 0?+s:0,rx2y2:d=o!==void 0?+o:a!==void 0?+a:0}={}){l||u||c||d?(e.rx1y1=l,e.rx1y2=u,e.rx2y1=c,e.rx2y2=d):(e.rx=nt(n,"auto"),e.ry=nt(r,"auto"))}function pu(e,t,n,r,i,s){let{rx1y1:o,rx1y2:a,rx2y1:l,rx2y2:u}=s;typeof t!="function"&&(t=un(t)),typeof n!="function"&&(n=un(n)),typeof r!="function"&&(r=un(r)),typeof i!="function"&&(i=un(i));let c=Math.max(Math.abs(o+l),Math.abs(a+u)),d=Math.max(Math.abs(o+a),Math.abs(l+u));e.attr("d",f=>{let p=t(f),m=n(f),g=r(f),y=i(f),b=p>g,w=m>y,$=b?g:p,x=b?p:g,k=w?y:m,_=w?m:y,S=Math.min(1,(x-$)/c,(_-k)/d),T=S*(b?w?u:l:w?a:o),E=S*(b?w?a:o:w?u:l),O=S*(b?w?o:a:w?l:u),A=S*(b?w?l:u:w?o:a);return`M${$},${k+If(T,A)}A${T},${T} 0 0 ${T<0?0:1} ${$+Nf(T,A)},${k}H${x-Nf(E,O)}A${E},${E} 0 0 ${E<0?0:1} ${x},${k+If(E,O)}V${_-If(O,E)}A${O},${O} 0 0 ${O<0?0:1} ${x-Nf(O,E)},${_}H${$+Nf(A,T)}A${A},${A} 0 0 ${A<0?0:1} ${$},${_-If(A,T)}Z`})}function Nf(e,t){return t<0?e:Math.abs(e)}function If(e,t){return t<0?Math.abs(e):e}function Ji(e,t={}){return sf(t)||(t={...t,x:Un,y2:Se,interval:1}),new zf(e,ka(hT(Sa(t))))}var bO={ariaLabel:"frame",fill:"none",stroke:"currentColor",clip:!1},yO={ariaLabel:"frame",fill:null,stroke:"currentColor",strokeLinecap:"square",clip:!1},Bf=class extends ke{constructor(t={}){let{anchor:n=null}=t;super(ta,void 0,t,n==null?bO:yO),this.anchor=Qb(n,"anchor",["top","right","bottom","left"]),du(this,t),n||fu(this,t)}render(t,n,r,i,s){let{marginTop:o,marginRight:a,marginBottom:l,marginLeft:u,width:c,height:d}=i,{anchor:f,insetTop:p,insetRight:m,insetBottom:g,insetLeft:y}=this,{rx:b,ry:w,rx1y1:$,rx1y2:x,rx2y1:k,rx2y2:_}=this,S=u+y,T=c-a-m,E=o+p,O=d-l-g;return me(f?"svg:line":$||x||k||_?"svg:path":"svg:rect",s).datum(0).call(Ye,this,i,s).call(Be,this).call(mt,this,r).call(Xe,this,{}).call(f==="left"?A=>A.attr("x1",S).attr("x2",S).attr("y1",E).attr("y2",O):f==="right"?A=>A.attr("x1",T).attr("x2",T).attr("y1",E).attr("y2",O):f==="top"?A=>A.attr("x1",S).attr("x2",T).attr("y1",E).attr("y2",E):f==="bottom"?A=>A.attr("x1",S).attr("x2",T).attr("y1",O).attr("y2",O):$||x||k||_?A=>A.call(pu,S,E,T,O,this):A=>A.attr("x",S).attr("y",E).attr("width",T-S).attr("height",O-E).attr("rx",b).attr("ry",w)).node()}};function hu(e){return new Bf(e)}var iv={ariaLabel:"tip",fill:"var(--plot-background)",stroke:"currentColor"},vO=new Set(["geometry","href","src","ariaLabel","scales"]),sv=class extends ke{constructor(t,n={}){n.tip&&(n={...n,tip:!1}),n.title===void 0&&Qt(t)&&lf(t)&&(n={...n,title:Se});let{x:r,y:i,x1:s,x2:o,y1:a,y2:l,anchor:u,preferredAnchor:c="bottom",monospace:d,fontFamily:f=d?"ui-monospace, monospace":void 0,fontSize:p,fontStyle:m,fontVariant:g,fontWeight:y,lineHeight:b=1,lineWidth:w=20,frameAnchor:$,format:x,textAnchor:k="start",textOverflow:_,textPadding:S=8,title:T,pointerSize:E=12,pathFilter:O="drop-shadow(0 3px 4px rgba(0,0,0,0.2))"}=n;super(t,{x:{value:s!=null&&o!=null?null:r,scale:"x",optional:!0},y:{value:a!=null&&l!=null?null:i,scale:"y",optional:!0},x1:{value:s,scale:"x",optional:o==null},y1:{value:a,scale:"y",optional:l==null},x2:{value:o,scale:"x",optional:s==null},y2:{value:l,scale:"y",optional:a==null},title:{value:T,optional:!0}},n,iv),this.anchor=cf(u,"anchor"),this.preferredAnchor=cf(c,"preferredAnchor"),this.frameAnchor=Gi($),this.textAnchor=nt(k,"middle"),this.textPadding=+S,this.pointerSize=+E,this.pathFilter=ot(O),this.lineHeight=+b,this.lineWidth=+w,this.textOverflow=Gy(_),this.monospace=!!d,this.fontFamily=ot(f),this.fontSize=je(p),this.fontStyle=ot(m),this.fontVariant=ot(g),this.fontWeight=ot(y);for(let A in iv)A in this.channels&&(this[A]=iv[A]);this.splitLines=Zy(this),this.clipLine=Qy(this),this.format=typeof x=="string"||typeof x=="function"?{title:x}:{...x}}render(t,n,r,i,s){let o=this,{x:a,y:l,fx:u,fy:c}=n,{ownerSVGElement:d,document:f}=s,{anchor:p,monospace:m,lineHeight:g,lineWidth:y}=this,{textPadding:b,pointerSize:w,pathFilter:$}=this,{marginTop:x,marginLeft:k}=i,{x1:_,y1:S,x2:T,y2:E,x:O=_??T,y:A=S??E}=r,L=u?u(t.fx)-k:0,q=c?c(t.fy)-x:0,[I,M]=Er(this,i),F=By(r,I),B=Hy(r,M),Q=m?Pf:Af,H=Q(so),K,G;"title"in r?(K=hR.call(this,{title:r.channels.title},n),G=_O):(K=hR.call(this,r.channels,n),G=SO);let J=me("svg:g",s).call(Ye,this,i,s).call(Jy,this).call(Xe,this,{x:O&&a,y:A&&l}).call(re=>re.selectAll().data(t).enter().append("g").attr("transform",ge=>`translate(${Math.round(F(ge))},${Math.round(B(ge))})`).call(Be,this).call(ge=>ge.append("path").attr("filter",$)).call(ge=>ge.append("text").each(function(Y){let ie=Vn(this);this.setAttribute("fill","currentColor"),this.setAttribute("fill-opacity",1),this.setAttribute("stroke","none");let N=G.call(o,Y,t,K,n,r);if(typeof N=="string")for(let W of o.splitLines(N))C(ie,{value:o.clipLine(W)});else{let W=new Set;for(let Z of N){let{label:D=""}=Z;D&&W.has(D)||(W.add(D),C(ie,Z))}}})));function C(re,{label:ge,value:Y,color:ie,opacity:N}){ge??="",Y??="";let W=ie!=null||N!=null,Z,D=y*100,[ye]=oo(ge,D,Q,H);if(ye>=0)ge=ge.slice(0,ye).trimEnd()+so,Z=Y.trim(),Y="";else{(ge||!Y&&!W)&&(Y=" "+Y);let[xe]=oo(Y,D-Q(ge),Q,H);xe>=0&&(Z=Y.trim(),Y=Y.slice(0,xe).trimEnd()+so)}let ee=re.append("tspan").attr("x",0).attr("dy",`${g}em`).text("\u200B");ge&&ee.append("tspan").attr("font-weight","bold").text(ge),Y&&ee.append(()=>f.createTextNode(Y)),W&&ee.append("tspan").text(" \u25A0").attr("fill",ie).attr("fill-opacity",N).style("user-select","none"),Z&&ee.append("title").text(Z)}function X(){let{width:re,height:ge}=i.facet??i;J.selectChildren().each(function(Y){let{x:ie,width:N,height:W}=this.getBBox();N=Math.round(N),W=Math.round(W);let Z=p;if(Z===void 0){let ee=F(Y)+L,xe=B(Y)+q,Ne=ee+N+w+b*2<re,Mt=ee-N-w-b*2>0,Ri=xe+W+w+b*2<ge,ps=xe-W-w-b*2>0;Z=Ne&&Mt?Ri&&ps?o.preferredAnchor:ps?"bottom":"top":Ri&&ps?Ne?"left":"right":(Ne||Mt)&&(Ri||ps)?`${ps?"bottom":"top"}-${Ne?"left":"right"}`:o.preferredAnchor}let D=this.firstChild,ye=this.lastChild;if(D.setAttribute("d",$O(Z,w,b,N,W)),ie)for(let ee of ye.childNodes)ee.setAttribute("x",-ie);ye.setAttribute("y",`${+wO(Z,ye.childNodes.length,g).toFixed(6)}em`),ye.setAttribute("transform",`translate(${xO(Z,w,b,N,W)})`)}),J.attr("visibility",null)}return t.length&&(J.attr("visibility","hidden"),d.isConnected?Promise.resolve().then(X):typeof requestAnimationFrame<"u"&&requestAnimationFrame(X)),J.node()}};function yR(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=Gn(t,n)),new sv(e,{...r,x:t,y:n})}function wO(e,t,n){return/^top(?:-|$)/.test(e)?.94-n:-.29-t*n}function xO(e,t,n,r,i){switch(e){case"middle":return[-r/2,i/2];case"top-left":return[n,t+n];case"top":return[-r/2,t/2+n];case"top-right":return[-r-n,t+n];case"right":return[-t/2-r-n,i/2];case"bottom-left":return[n,-t-n];case"bottom":return[-r/2,-t/2-n];case"bottom-right":return[-r-n,-t-n];case"left":return[n+t/2,i/2]}}function $O(e,t,n,r,i){let s=r+n*2,o=i+n*2;switch(e){case"middle":return`M${-s/2},${-o/2}h${s}v${o}h${-s}z`;case"top-left":return`M0,0l${t},${t}h${s-t}v${o}h${-s}z`;case"top":return`M0,0l${t/2},${t/2}h${(s-t)/2}v${o}h${-s}v${-o}h${(s-t)/2}z`;case"top-right":return`M0,0l${-t},${t}h${t-s}v${o}h${s}z`;case"right":return`M0,0l${-t/2},${-t/2}v${t/2-o/2}h${-s}v${o}h${s}v${t/2-o/2}z`;case"bottom-left":return`M0,0l${t},${-t}h${s-t}v${-o}h${-s}z`;case"bottom":return`M0,0l${t/2},${-t/2}h${(s-t)/2}v${-o}h${-s}v${o}h${(s-t)/2}z`;case"bottom-right":return`M0,0l${-t},${-t}h${t-s}v${-o}h${s}z`;case"left":return`M0,0l${t/2},${-t/2}v${t/2-o/2}h${s}v${o}h${-s}v${t/2-o/2}z`}}function hR(e,t){let n={},r=this.format;r=mR(r,e,"x"),r=mR(r,e,"y"),this.format=r;for(let i in r){let s=r[i];if(!(s===null||s===!1))if(i==="fx"||i==="fy")n[i]=!0;else{let o=my(e,i);o&&(n[i]=o)}}for(let i in e){if(i in n||i in r||vO.has(i)||(i==="x"||i==="y")&&e.geometry)continue;let s=my(e,i);if(s){if(s.scale==null&&s.defaultScale==="color")continue;n[i]=s}}this.facet&&(t.fx&&!("fx"in r)&&(n.fx=!0),t.fy&&!("fy"in r)&&(n.fy=!0));for(let i in n){let s=this.format[i];if(typeof s=="string"){let o=n[i]?.value??t[i]?.domain()??[];this.format[i]=(st(o)?wr:hr)(s)}else if(s===void 0||s===!0){let o=t[i];this.format[i]=o?.bandwidth?cu(o,o.domain()):Mr}}return n}function mR(e,t,n){if(!(n in e))return e;let r=`${n}1`,i=`${n}2`;if((r in e||!(r in t))&&(i in e||!(i in t)))return e;let s=Object.entries(e),o=e[n];return s.splice(s.findIndex(([a])=>a===n)+1,0,[r,o],[i,o]),Object.fromEntries(s)}function _O(e,t,{title:n}){return this.format.title(n.value[e],e)}function*SO(e,t,n,r,i){for(let s in n){if(s==="fx"||s==="fy"){yield{label:Hf(r,n,s),value:this.format[s](t[s],e)};continue}if(s==="x1"&&"x2"in n||s==="y1"&&"y2"in n)continue;let o=n[s];if(s==="x2"&&"x1"in n)yield{label:bR(r,n,"x"),value:gR(this.format.x2,n.x1,o,e)};else if(s==="y2"&&"y1"in n)yield{label:bR(r,n,"y"),value:gR(this.format.y2,n.y1,o,e)};else{let a=o.value[e],l=o.scale;if(!En(a)&&l==null)continue;yield{label:Hf(r,n,s),value:this.format[s](a,e),color:l==="color"?i[s][e]:null,opacity:l==="opacity"?i[s][e]:null}}}}function gR(e,t,n,r){return n.hint?.length?`${e(n.value[r]-t.value[r],r)}`:`${e(t.value[r],r)}\u2013${e(n.value[r],r)}`}function bR(e,t,n){let r=Hf(e,t,`${n}1`,n),i=Hf(e,t,`${n}2`,n);return r===i?r:`${r}\u2013${i}`}function Hf(e,t,n,r=n){let i=t[n],s=e[i?.scale??n];return String(s?.label??i?.label??r)}function Pe(e={}){let{facet:t,style:n,title:r,subtitle:i,caption:s,ariaLabel:o,ariaDescription:a}=e,l=ga(e.className),u=e.marks===void 0?[]:wR(e.marks);u.push(...EO(u));let c=CO(t,e),d=new Map;for(let H of u){let K=xR(H,c,e);K&&d.set(H,K)}let f=new Map;c&&mu(f,[c],e),mu(f,d,e);let p=wR(AO(u,f,e));for(let H of p){let K=xR(H,c,e);K&&d.set(H,K)}u.unshift(...p);let m=Ik(f,e);if(m!==void 0){let H=c?wf(m,c):void 0;for(let G of u){if(G.facet===null||G.facet==="super")continue;let J=d.get(G);J!==void 0&&(J.facetsIndex=G.fx!=null||G.fy!=null?wf(m,J):H)}let K=new Set;for(let{facetsIndex:G}of d.values())G?.forEach((J,C)=>{J?.length>0&&K.add(C)});m.forEach(0<K.size&&K.size<m.length?(G,J)=>G.empty=!K.has(J):G=>G.empty=!1);for(let G of u)if(G.facet==="exclude"){let J=d.get(G);J!==void 0&&(J.facetsIndex=Hk(J.facetsIndex))}}for(let H of Ae.keys())na(e[H])&&H!=="fx"&&H!=="fy"&&f.set(H,[]);let g=new Map;for(let H of u){if(g.has(H))throw new Error("duplicate mark; each mark must be unique");let{facetsIndex:K,channels:G}=d.get(H)??{},{data:J,facets:C,channels:X}=H.initialize(K,G,e);lv(X,e),g.set(H,{data:J,facets:C,channels:X})}let y=au(mu(f,g,e),e),b=tT(y,u,e);Ak(y,b);let w=ky(y),{fx:$,fy:x}=w,k=$||x?Ty(y,b):b,_=$||x?zO(w,b):b,S=ma(e),T=S.document,E=Oo("svg").call(T.documentElement),O=E;S.ownerSVGElement=E,S.className=l,S.projection=Kk(e,k),S.path=function(){return Ol(this.projection??Yk(w))},S.filterFacets=(H,K)=>wf(m,{channels:K,groups:yf(H,K)}),S.getMarkState=H=>{let K=g.get(H),G=d.get(H);return{...K,channels:{...K.channels,...G?.channels}}},S.dispatchValue=H=>{O.value!==H&&(O.value=H,O.dispatchEvent(new S.document.defaultView.Event("input",{bubbles:!0})))};let A=new Set;for(let[H,K]of g)if(H.initializer!=null){let G=H.facet==="super"?_:k,J=H.initializer(K.data,K.facets,K.channels,w,G,S);if(J.data!==void 0&&(K.data=J.data),J.facets!==void 0&&(K.facets=J.facets),J.channels!==void 0){let{fx:C,fy:X,...re}=J.channels;RO(re),Object.assign(K.channels,re);for(let ge of Object.values(re)){let{scale:Y}=ge;Y!=null&&!M2(Ae.get(Y))&&(SR(ge,e),A.add(Y))}(C!=null||X!=null)&&d.set(H,!0)}}if(A.size){let H=new Map;mu(H,g,e,C=>A.has(C)),mu(f,g,e,C=>A.has(C));let K=IO(au(H,e),y),{scales:G,...J}=ky(K);Object.assign(y,K),Object.assign(w,J),Object.assign(w.scales,G)}let L,q;m!==void 0&&(L={x:$?.domain(),y:x?.domain()},m=zk(m,L),q=Bk($,x,b));for(let[H,K]of g)K.values=H.scale(K.channels,w,S);let{width:I,height:M}=b;Vn(E).attr("class",l).attr("fill","currentColor").attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("text-anchor","middle").attr("width",I).attr("height",M).attr("viewBox",`0 0 ${I} ${M}`).attr("aria-label",o).attr("aria-description",a).call(H=>H.append("style").text(`:where(.${l}) {
  --plot-background: white;
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
}
:where(.${l} text),
:where(.${l} tspan) {
  white-space: pre;
}`)).call(ba,n);for(let H of u){let{channels:K,values:G,facets:J}=g.get(H);if(m===void 0||H.facet==="super"){let C=null;if(J&&(C=J[0],C=H.filter(C,K,G),C.length===0))continue;let X=H.render(C,w,G,_,S);if(X==null)continue;E.appendChild(X)}else{let C;for(let X of m){if(!(H.facetAnchor?.(m,L,X)??!X.empty))continue;let re=null;if(J){let Y=d.has(H);if(re=J[Y?X.i:0],re=H.filter(re,K,G),re.length===0)continue;!Y&&re===J[0]&&(re=m2(re)),re.fx=X.x,re.fy=X.y,re.fi=X.i}let ge=H.render(re,w,G,k,S);if(ge!=null){(C??=Vn(E).append("g")).append(()=>ge).datum(X);for(let Y of["aria-label","aria-description","aria-hidden","transform"])ge.hasAttribute(Y)&&(C.attr(Y,ge.getAttribute(Y)),ge.removeAttribute(Y))}}C?.selectChildren().each(q)}}let F=iR(y,S,e),{figure:B=r!=null||i!=null||s!=null||F.length>0}=e;B&&(O=T.createElement("figure"),O.className=`${l}-figure`,O.style.maxWidth="initial",r!=null&&O.append(vR(T,r,"h2")),i!=null&&O.append(vR(T,i,"h3")),O.append(...F,E),s!=null&&O.append(kO(T,s)),"value"in E&&(O.value=E.value,delete E.value)),O.scale=Ok(w.scales),O.legend=tR(y,S,e);let Q=fk();return Q>0&&Vn(E).append("text").attr("x",I).attr("y",20).attr("dy","-1em").attr("text-anchor","end").attr("font-family","initial").text("\u26A0\uFE0F").append("title").text(`${Q.toLocaleString("en-US")} warning${Q===1?"":"s"}. Please check the console.`),O}function vR(e,t,n){if(t.ownerDocument)return t;let r=e.createElement(n);return r.append(t),r}function kO(e,t){let n=e.createElement("figcaption");return n.append(t),n}function wR(e){return e.flat(1/0).filter(t=>t!=null).map(TO)}function TO(e){return typeof e.render=="function"?e:new av(e)}var av=class extends ke{constructor(t){if(typeof t!="function")throw new TypeError("invalid mark; missing render function");super(),this.render=t}render(){}};function lv(e,t){for(let n in e)SR(e[n],t);return e}function SR(e,t){let{scale:n,transform:r=!0}=e;if(n==null||!r)return;let{type:i,percent:s,interval:o,transform:a=s?l=>l==null?NaN:l*100:ty(o,i)}=t[n]??{};a!=null&&(e.value=Ee(e.value,a),e.transform=!1)}function RO(e){for(let t in e)hy(t,e[t])}function mu(e,t,n,r=c2){for(let{channels:i}of t.values())for(let s in i){let o=i[s],{scale:a}=o;if(a!=null&&r(a))if(a==="projection"){if(!Uk(n)){let l=n.x?.domain===void 0,u=n.y?.domain===void 0;if(l||u){let[c,d]=Gk(o);l&&ov(e,"x",c),u&&ov(e,"y",d)}}}else ov(e,a,o)}return e}function ov(e,t,n){let r=e.get(t);r!==void 0?r.push(n):e.set(t,[n])}function CO(e,t){if(e==null)return;let{x:n,y:r}=e;if(n==null&&r==null)return;let i=ci(e.data);if(i==null)throw new Error("missing facet data");let s={};n!=null&&(s.fx=ua(i,{value:n,scale:"fx"})),r!=null&&(s.fy=ua(i,{value:r,scale:"fy"})),lv(s,t);let o=yf(i,s);return{channels:s,groups:o,data:e.data}}function xR(e,t,n){if(e.facet===null||e.facet==="super")return;let{fx:r,fy:i}=e;if(r!=null||i!=null){let l=ci(e.data??r??i);if(l===void 0)throw new Error(`missing facet data in ${e.ariaLabel}`);if(l===null)return;let u={};return r!=null&&(u.fx=ua(l,{value:r,scale:"fx"})),i!=null&&(u.fy=ua(l,{value:i,scale:"fy"})),lv(u,n),{channels:u,groups:yf(l,u)}}if(t===void 0)return;let{channels:s,groups:o,data:a}=t;if(e.facet!=="auto"||e.data===a)return{channels:s,groups:o};a.length>0&&(o.size>1||o.size===1&&s.fx&&s.fy&&[...o][0][1].size>1)&&Ui(ci(e.data))===Ui(a)&&en(`Warning: the ${e.ariaLabel} mark appears to use faceted data, but isn\u2019t faceted. The mark data has the same length as the facet data and the mark facet option is "auto", but the mark data and facet data are distinct. If this mark should be faceted, set the mark facet option to true; otherwise, suppress this warning by setting the mark facet option to false.`)}function MO(e,t={}){return di({...t,x:null,y:null},(n,r,i,s,o,a)=>a.getMarkState(e))}function EO(e){let t=[];for(let n of e){let r=n.tip;if(r){r===!0?r={}:typeof r=="string"&&(r={pointer:r});let{pointer:i,preferredAnchor:s}=r;i=/^x$/i.test(i)?iT:/^y$/i.test(i)?zy:rT,r=i(MO(n,r)),r.title=null,s===void 0&&(r.preferredAnchor=i===zy?"left":"bottom");let o=yR(n.data,r);o.facet=n.facet,o.facetAnchor=n.facetAnchor,t.push(o)}}return t}function AO(e,t,n){let{projection:r,x:i={},y:s={},fx:o={},fy:a={},axis:l,grid:u,facet:c={},facet:{axis:d=l,grid:f}=c,x:{axis:p=l,grid:m=p===null?null:u}=i,y:{axis:g=l,grid:y=g===null?null:u}=s,fx:{axis:b=d,grid:w=b===null?null:f}=o,fy:{axis:$=d,grid:x=$===null?null:f}=a}=n;(r||!na(i)&&!$R("x",e))&&(p=m=null),(r||!na(s)&&!$R("y",e))&&(g=y=null),t.has("fx")||(b=w=null),t.has("fy")||($=x=null),p===void 0&&(p=!Kf(e,"x")),g===void 0&&(g=!Kf(e,"y")),b===void 0&&(b=!Kf(e,"fx")),$===void 0&&($=!Kf(e,"fy")),p===!0&&(p="bottom"),g===!0&&(g="left"),b===!0&&(b=p==="top"||p===null?"bottom":"top"),$===!0&&($=g==="right"||g===null?"left":"right");let k=[];return Vf(k,x,BT,a),Ff(k,$,LT,"right","left",c,a),Vf(k,w,FT,o),Ff(k,b,OT,"top","bottom",c,o),Vf(k,y,zT,s),Ff(k,g,tv,"left","right",n,s),Vf(k,m,HT,i),Ff(k,p,nv,"bottom","top",n,i),k}function Ff(e,t,n,r,i,s,o){if(!t)return;let a=PO(t);o=DO(a?r:t,s,o);let{line:l}=o;(n===tv||n===nv)&&l&&!Zs(l)&&e.push(hu(LO(o))),e.push(n(o)),a&&e.push(n({...o,anchor:i,label:null}))}function Vf(e,t,n,r){!t||Zs(t)||e.push(n(OO(t,r)))}function PO(e){return/^\s*both\s*$/i.test(e)}function DO(e,t,{line:n=t.line,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:d,label:f=t.label,labelAnchor:p,labelArrow:m=t.labelArrow,labelOffset:g}){return{anchor:e,line:n,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:d,label:f,labelAnchor:p,labelArrow:m,labelOffset:g}}function LO(e){let{anchor:t,line:n}=e;return{anchor:t,facetAnchor:t+"-empty",stroke:n===!0?void 0:n}}function OO(e,{stroke:t=oa(e)?e:void 0,ticks:n=NO(e)?e:void 0,tickSpacing:r,ariaLabel:i,ariaDescription:s}){return{stroke:t,ticks:n,tickSpacing:r,ariaLabel:i,ariaDescription:s}}function NO(e){switch(typeof e){case"number":return!0;case"string":return!oa(e)}return Qt(e)||typeof e?.range=="function"}function Kf(e,t){let n=`${t}-axis `;return e.some(r=>r.ariaLabel?.startsWith(n))}function $R(e,t){for(let n of t)for(let r in n.channels){let{scale:i}=n.channels[r];if(i===e||i==="projection")return!0}return!1}function IO(e,t){for(let n in e){let r=e[n],i=t[n];r.label===void 0&&i&&(r.label=i.label)}return e}function zO({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=gf(n),u=e&&_R(e),c=t&&_R(t);return{marginTop:t?c[0]:r,marginRight:e?a-u[1]:i,marginBottom:t?l-c[1]:s,marginLeft:e?u[0]:o,inset:{marginTop:n.marginTop,marginRight:n.marginRight,marginBottom:n.marginBottom,marginLeft:n.marginLeft},width:a,height:l}}function _R(e){let t=e.domain();if(t.length===0)return[0,e.bandwidth()];let n=e(t[0]),r=e(t[t.length-1]);return r<n&&([n,r]=[r,n]),[n,r+e.bandwidth()]}var BO=new Map([["basis",RS],["basis-closed",MS],["basis-open",AS],["bundle",DS],["bump-x",xS],["bump-y",$S],["cardinal",LS],["cardinal-closed",OS],["cardinal-open",NS],["catmull-rom",zS],["catmull-rom-closed",HS],["catmull-rom-open",VS],["linear",Ws],["linear-closed",jS],["monotone-x",WS],["monotone-y",GS],["natural",XS],["step",JS],["step-after",QS],["step-before",ZS]]);function uv(e=Ws,t){if(typeof e=="function")return e;let n=BO.get(`${e}`.toLowerCase());if(!n)throw new Error(`unknown curve: ${e}`);if(t!==void 0){if("beta"in n)return n.beta(t);if("tension"in n)return n.tension(t);if("alpha"in n)return n.alpha(t)}return n}function kR(e=gu,t){return typeof e!="function"&&`${e}`.toLowerCase()==="auto"?gu:uv(e,t)}function gu(e){return Ws(e)}function HO(e={y:"count"},t={}){[e,t]=KO(e,t);let{x:n,y:r}=t;return VO(jO(n,t,Se),null,null,r,e,ya(t))}function FO(e,t,n={}){if(n?.interval==null)return n;let{reduce:r=ff}=n,i={filter:null};return n[t]!=null&&(i[t]=r),n[`${t}1`]!=null&&(i[`${t}1`]=r),n[`${t}2`]!=null&&(i[`${t}2`]=r),e(i,n)}function jf(e={}){return FO(HO,"y",ro(e,"x"))}function VO(e,t,n,r,{data:i=fy,filter:s=nu,sort:o,reverse:a,...l}={},u={}){e=TR(e),t=TR(t),l=UO(l,u),i=ER(i,Se),o=o==null?void 0:CR("sort",o,u),s=s==null?void 0:MR("filter",s,u),n!=null&&ru(l,"x","x1","x2")&&(n=null),r!=null&&ru(l,"y","y1","y2")&&(r=null);let[c,d]=Pn(e),[f,p]=Pn(e),[m,g]=Pn(t),[y,b]=Pn(t),[w,$]=n!=null?[n,"x"]:r!=null?[r,"y"]:[],[x,k]=Pn(w),{x:_,y:S,z:T,fill:E,stroke:O,x1:A,x2:L,y1:q,y2:I,domain:M,cumulative:F,thresholds:B,interval:Q,...H}=u,[K,G]=Pn(T),[J]=Zt(E),[C]=Zt(O),[X,re]=Pn(J),[ge,Y]=Pn(C);return{..."z"in u&&{z:K||T},..."fill"in u&&{fill:X||E},..."stroke"in u&&{stroke:ge||O},...no(H,(ie,N,W)=>{let Z=tu(ze(ie,w),W?.[$]),D=ze(ie,T),ye=ze(ie,J),ee=ze(ie,C),xe=B2(l,{z:D,fill:ye,stroke:ee}),Ne=[],Mt=[],Ri=Z&&k([]),ps=D&&G([]),VP=ye&&re([]),KP=ee&&Y([]),lw=e&&d([]),jP=e&&p([]),uw=t&&g([]),qP=t&&b([]),UP=YO(e,t,ie),WP=0;for(let ho of l)ho.initialize(ie);o&&o.initialize(ie),s&&s.initialize(ie);for(let ho of N){let cw=[];for(let mo of l)mo.scope("facet",ho);o&&o.scope("facet",ho),s&&s.scope("facet",ho);for(let[mo,GP]of dy(ho,xe))for(let[YP,yc]of dy(GP,Z))for(let[Qn,jr]of UP(yc))if(xe&&(jr.z=mo),!(s&&!s.reduce(Qn,jr))){cw.push(WP++),Mt.push(i.reduceIndex(Qn,ie,jr)),Z&&Ri.push(YP),D&&ps.push(xe===D?mo:D[(Qn.length>0?Qn:yc)[0]]),ye&&VP.push(xe===ye?mo:ye[(Qn.length>0?Qn:yc)[0]]),ee&&KP.push(xe===ee?mo:ee[(Qn.length>0?Qn:yc)[0]]),lw&&(lw.push(jr.x1),jP.push(jr.x2)),uw&&(uw.push(jr.y1),qP.push(jr.y2));for(let XP of l)XP.reduce(Qn,jr);o&&o.reduce(Qn,jr)}Ne.push(cw)}return H2(Ne,o,a),{data:Mt,facets:Ne}}),...!ru(l,"x")&&(c?{x1:c,x2:f,x:eu(c,f)}:{x:_,x1:A,x2:L}),...!ru(l,"y")&&(m?{y1:m,y2:y,y:eu(m,y)}:{y:S,y1:q,y2:I}),...x&&{[$]:x},...Object.fromEntries(l.map(({name:ie,output:N})=>[ie,N]))}}function KO({cumulative:e,domain:t,thresholds:n,interval:r,...i},s){return[i,{cumulative:e,domain:t,thresholds:n,interval:r,...s}]}function jO(e,{cumulative:t,domain:n,thresholds:r,interval:i},s){return e={...Rr(e)},e.domain===void 0&&(e.domain=n),e.cumulative===void 0&&(e.cumulative=t),e.thresholds===void 0&&(e.thresholds=r),e.interval===void 0&&(e.interval=i),e.value===void 0&&(e.value=s),e.thresholds=qO(e.thresholds,e.interval),e}function TR(e){if(e==null)return;let{value:t,cumulative:n,domain:r=Ct,thresholds:i}=e,s=o=>{let a=ze(o,t),l;if(st(a)||GO(i)){a=Ee(a,Zb,Float64Array);let[c,d]=typeof r=="function"?r(a):r,f=typeof i=="function"&&!Wi(i)?i(a,c,d):i;typeof f=="number"&&(f=Ld(c,d,f)),Wi(f)&&(r===Ct&&(c=f.floor(c),d=f.offset(f.floor(d))),f=f.range(c,f.offset(d))),l=f}else{a=Sr(a);let[c,d]=typeof r=="function"?r(a):r,f=typeof i=="function"&&!Wi(i)?i(a,c,d):i;if(typeof f=="number")if(r===Ct){let p=Eo(c,d,f);if(isFinite(p))if(p>0){let m=Math.round(c/p),g=Math.round(d/p);m*p<=c||--m,g*p>d||++g;let y=g-m+1;f=new Float64Array(y);for(let b=0;b<y;++b)f[b]=(m+b)*p}else if(p<0){p=-p;let m=Math.round(c*p),g=Math.round(d*p);m/p<=c||--m,g/p>d||++g;let y=g-m+1;f=new Float64Array(y);for(let b=0;b<y;++b)f[b]=(m+b)/p}else f=[c];else f=[c]}else f=Li(c,d,f);else Wi(f)&&(r===Ct&&(c=f.floor(c),d=f.offset(f.floor(d))),f=f.range(c,f.offset(d)));l=f}let u=[];if(l.length===1)u.push([l[0],l[0]]);else for(let c=1;c<l.length;++c)u.push([l[c-1],l[c]]);return u.bin=(n<0?JO:n>0?XO:cv)(u,l,a),u};return s.label=Yn(t),s}function qO(e,t,n=RR){if(e===void 0)return t===void 0?n:Tr(t);if(typeof e=="string"){switch(e.toLowerCase()){case"freedman-diaconis":return Jx;case"scott":return Kh;case"sturges":return Ux;case"auto":return RR}return Zl(e)}return e}function UO(e,t){return z2(e,t,CR)}function CR(e,t,n){return uy(e,t,n,MR)}function MR(e,t,n){return cy(e,t,n,ER)}function ER(e,t){return iu(e,t,WO)}function WO(e){switch(`${e}`.toLowerCase()){case"x":return ZO;case"x1":return eN;case"x2":return tN;case"y":return QO;case"y1":return nN;case"y2":return rN;case"z":return F2}throw new Error(`invalid bin reduce: ${e}`)}function RR(e,t,n){return Math.min(200,Kh(e,t,n))}function GO(e){return y2(e)||Qt(e)&&st(e)}function YO(e,t,n){let r=e?.(n),i=t?.(n);return r&&i?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries()){let c=i.bin(o[a]);for(let[d,[f,p]]of i.entries())yield[c[d],{data:n,x1:l,y1:f,x2:u,y2:p}]}}:r?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries())yield[o[a],{data:n,x1:l,x2:u}]}:function*(s){let o=i.bin(s);for(let[a,[l,u]]of i.entries())yield[o[a],{data:n,y1:l,y2:u}]}}function cv(e,t,n){return t=Sr(t),r=>{let i=e.map(()=>[]);for(let s of r)i[Po(t,n[s])-1]?.push(s);return i}}function XO(e,t,n){let r=cv(e,t,n);return i=>{let s=r(i);for(let o=1,a=s.length;o<a;++o){let l=s[o-1],u=s[o];for(let c of l)u.push(c)}return s}}function JO(e,t,n){let r=cv(e,t,n);return i=>{let s=r(i);for(let o=s.length-2;o>=0;--o){let a=s[o+1],l=s[o];for(let u of a)l.push(u)}return s}}function AR(e,t){let n=(+e+ +t)/2;return e instanceof Date?new Date(n):n}var ZO={reduceIndex(e,t,{x1:n,x2:r}){return AR(n,r)}},QO={reduceIndex(e,t,{y1:n,y2:r}){return AR(n,r)}},eN={reduceIndex(e,t,{x1:n}){return n}},tN={reduceIndex(e,t,{x2:n}){return n}},nN={reduceIndex(e,t,{y1:n}){return n}},rN={reduceIndex(e,t,{y2:n}){return n}};var sN={ariaLabel:"area",strokeWidth:1,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},qf=class extends ke{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o,z:a,curve:l,tension:u}=n;super(t,{x1:{value:r,scale:"x"},y1:{value:i,scale:"y"},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0},z:{value:ia(n),optional:!0}},n,sN),this.z=a,this.curve=uv(l,u)}filter(t){return t}render(t,n,r,i,s){let{x1:o,y1:a,x2:l=o,y2:u=a}=r;return me("svg:g",s).call(Ye,this,i,s).call(Xe,this,n,0,0).call(c=>c.selectAll().data(kf(t,[o,a,l,u],this,r)).enter().append("path").call(Be,this).call(Sf,this,r).attr("d",vS().curve(this.curve).defined(d=>d>=0).x0(d=>o[d]).y0(d=>a[d]).x1(d=>l[d]).y1(d=>u[d]))).node()}};function gi(e,t){let{x:n=Un,...r}=jf(t);return new qf(e,ka(Sa({...r,x1:n,x2:void 0},n===Un?"y2":"y")))}var oN={ariaLabel:"bar"},dv=class extends ke{constructor(t,n,r={},i=oN){super(t,n,r,i),du(this,r),fu(this,r)}render(t,n,r,i,s){let{rx:o,ry:a,rx1y1:l,rx1y2:u,rx2y1:c,rx2y2:d}=this,f=this._x(n,r,i),p=this._y(n,r,i),m=this._width(n,r,i),g=this._height(n,r,i);return me("svg:g",s).call(Ye,this,i,s).call(this._transform,this,n).call(y=>y.selectAll().data(t).enter().call(l||u||c||d?b=>b.append("path").call(Be,this).call(pu,f,p,PR(f,m),PR(p,g),this).call(mt,this,r):b=>b.append("rect").call(Be,this).attr("x",f).attr("width",m).attr("y",p).attr("height",g).call(te,"rx",o).call(te,"ry",a).call(mt,this,r))).node()}_x(t,{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n?s=>n[s]+i:r+i}_y(t,{y:n},{marginTop:r}){let{insetTop:i}=this;return n?s=>n[s]+i:r+i}_width({x:t},{x:n},{marginRight:r,marginLeft:i,width:s}){let{insetLeft:o,insetRight:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}_height({y:t},{y:n},{marginTop:r,marginBottom:i,height:s}){let{insetTop:o,insetBottom:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}};function PR(e,t){return typeof e=="function"&&typeof t=="function"?n=>e(n)+t(n):typeof e=="function"?n=>e(n)+t:typeof t=="function"?n=>e+t(n):e+t}var Uf=class extends dv{constructor(t,n={},r){let{x:i,y1:s,y2:o}=n;super(t,{y1:{value:s,scale:"y"},y2:{value:o,scale:"y"},x:{value:i,scale:"x",type:"band",optional:!0}},n,r)}_transform(t,n,{y:r}){t.call(Xe,n,{y:r},0,0)}_y({y:t},{y1:n,y2:r},{marginTop:i}){let{insetTop:s}=this;return Xn(t)?i+s:o=>Math.min(n[o],r[o])+s}_height({y:t},{y1:n,y2:r},{marginTop:i,marginBottom:s,height:o}){let{insetTop:a,insetBottom:l}=this;return Xn(t)?o-i-s-a-l:u=>Math.max(0,Math.abs(r[u]-n[u])-a-l)}};function fv(e,t={}){return sf(t)||(t={...t,x:Un,y2:Se}),new Uf(e,ka(Cf(Sa(t))))}var aN={ariaLabel:"dot",fill:"none",stroke:"currentColor",strokeWidth:1.5};function lN(e){return e.sort===void 0&&e.reverse===void 0?O2({channel:"-r"},e):e}var Wf=class extends ke{constructor(t,n={}){let{x:r,y:i,r:s,rotate:o,symbol:a=Gs,frameAnchor:l}=n,[u,c]=tt(o,0),[d,f]=P2(a),[p,m]=tt(s,d==null?3:4.5);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},r:{value:p,scale:"r",filter:Xs,optional:!0},rotate:{value:u,optional:!0},symbol:{value:d,scale:"auto",optional:!0}},lN(n),aN),this.r=m,this.rotate=c,this.symbol=f,this.frameAnchor=Gi(l);let{channels:g}=this,{symbol:y}=g;if(y){let{fill:b,stroke:w}=g;y.hint={fill:b?b.value===y.value?"color":"currentColor":this.fill??"currentColor",stroke:w?w.value===y.value?"color":"currentColor":this.stroke??"none"}}}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,r:c,rotate:d,symbol:f}=r,{r:p,rotate:m,symbol:g}=this,[y,b]=Er(this,i),w=g===Gs,$=c?void 0:p*p*Math.PI;return Jo(p)&&(t=[]),me("svg:g",s).call(Ye,this,i,s).call(Xe,this,{x:l&&o,y:u&&a}).call(x=>x.selectAll().data(t).enter().append(w?"circle":"path").call(Be,this).call(w?k=>{k.attr("cx",l?_=>l[_]:y).attr("cy",u?_=>u[_]:b).attr("r",c?_=>c[_]:p)}:k=>{k.attr("transform",va`translate(${l?_=>l[_]:y},${u?_=>u[_]:b})${d?_=>` rotate(${d[_]})`:m?` rotate(${m})`:""}`).attr("d",c&&f?_=>{let S=pr();return f[_].draw(S,c[_]*c[_]*Math.PI),S}:c?_=>{let S=pr();return g.draw(S,c[_]*c[_]*Math.PI),S}:f?_=>{let S=pr();return f[_].draw(S,$),S}:(()=>{let _=pr();return g.draw(_,$),_})())}).call(mt,this,r)).node()}};function lt(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=Gn(t,n)),new Wf(e,{...r,x:t,y:n})}var uN={ariaLabel:"line",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},bu=class extends ke{constructor(t,n={}){let{x:r,y:i,z:s,curve:o,tension:a}=n;super(t,{x:{value:r,scale:"x"},y:{value:i,scale:"y"},z:{value:ia(n),optional:!0}},n,uN),this.z=s,this.curve=kR(o,a),io(this,n)}filter(t){return t}project(t,n,r){this.curve!==gu&&super.project(t,n,r)}render(t,n,r,i,s){let{x:o,y:a}=r,{curve:l}=this;return me("svg:g",s).call(Ye,this,i,s).call(Xe,this,n).call(u=>u.selectAll().data(kf(t,[o,a],this,r)).enter().append("path").call(Be,this).call(Sf,this,r).call(lT,this,r,s).attr("d",l===gu&&s.projection?cN(s.path(),o,a):$b().curve(l).defined(c=>c>=0).x(c=>o[c]).y(c=>a[c]))).node()}};function cN(e,t,n){return t=Sr(t),n=Sr(n),r=>{let i=[],s=[i];for(let o of r)o===-1?(i=[],s.push(i)):i.push([t[o],n[o]]);return e({type:"MultiLineString",coordinates:s})}}function Zi(e,{x:t,y:n,...r}={}){return[t,n]=Gn(t,n),new bu(e,{...r,x:t,y:n})}function Ln(e,{x:t=Un,y:n=Se,...r}={}){return new bu(e,jf({...r,x:t,y:n}))}var dN={ariaLabel:"tick",fill:null,stroke:"currentColor"},pv=class extends ke{constructor(t,n,r){super(t,n,r,dN),io(this,r)}render(t,n,r,i,s){return me("svg:g",s).call(Ye,this,i,s).call(this._transform,this,n).call(o=>o.selectAll().data(t).enter().append("line").call(Be,this).attr("x1",this._x1(n,r,i)).attr("x2",this._x2(n,r,i)).attr("y1",this._y1(n,r,i)).attr("y2",this._y2(n,r,i)).call(mt,this,r).call(uu,this,r,s)).node()}};var Gf=class extends pv{constructor(t,n={}){let{x:r,y:i,inset:s=0,insetRight:o=s,insetLeft:a=s}=n;super(t,{y:{value:i,scale:"y"},x:{value:r,scale:"x",type:"band",optional:!0}},n),this.insetRight=je(o),this.insetLeft=je(a)}_transform(t,n,{y:r}){t.call(Xe,n,{y:r},0,ht)}_x1({x:t},{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n&&t?s=>n[s]+i:r+i}_x2({x:t},{x:n},{width:r,marginRight:i}){let{insetRight:s}=this;return n&&t?o=>n[o]+t.bandwidth()-s:r-i-s}_y1(t,{y:n}){return r=>n[r]}_y2(t,{y:n}){return r=>n[r]}};function Yf(e,{y:t=Se,...n}={}){return new Gf(e,{...n,y:t})}ke.prototype.plot=function({marks:e=[],...t}={}){return Pe({...t,marks:[...e,this]})};function fN(e){return/(s|x|z|ch|sh)$/.test(e)?e+"es":e+"s"}function DR(e,t){let n=i=>typeof i=="string"&&/^[a-z][a-z ]*$/i.test(i),r=n(t?.key)?t.key:n(e?.bias?.key)?e.bias.key:"row";return{one:r,many:fN(r)}}function Nt(e){return`${Number((e*100).toPrecision(3))}%`}var Ta=$e;function Ar(e){return e==="points"||e==="percent"?Ta:ve}function bi(e,t="value"){return t==="points"||t==="percent"?Ra(e,Ta(e))+" pp":Ra(e,ve(e))}function St(e,t,n=ve){return Ce(e)&&Ce(t)?`[${n(e)}, ${n(t)}]`:""}function jt(e,t="value"){return Ce(e)?t==="points"?`${Ta(e)} pp`:ve(e):"\u2014"}function Xf(e,t){return e==="fcr"?"FCR-adjusted interval (Benjamini-Yekutieli: it holds for the rows selected, all at once)":`marginal ${Nt(t)} interval (this row alone)`}function On(e,t){return Ce(t)?e==="percent"?Ue(t):e==="points"?`${Ta(t)} pp`:e==="count"?P(t):ve(t):"\u2014"}function Jf(e){let t=e.change;if(!Ce(t))return"\u2014";let n,r;return e.format==="percent"||e.format==="points"?(n=Ra(t,Ta(t))+" pp",r=St(e.lower,e.upper,Ta)):e.format==="count"?(n=Ra(t,P(t).replace(/^-/,"\u2212")),r=St(e.lower,e.upper,i=>P(i).replace(/^-/,"\u2212"))):(n=bi(t),r=St(e.lower,e.upper)),r?`${n} ${r}`:n}function LR(e){return Object.entries(e).filter(([,t])=>t!=null&&t!=="").map(([t,n])=>`${t}=${typeof n=="object"?JSON.stringify(n):String(n)}`).join(", ")}function Ra(e,t){return e>0?"+"+t:t}var OR={rose:"rose",fell:"fell",no_significant_change:"no significant change",undetermined:"undetermined"};function hv(e,t){return Jf({format:e,change:t.change,lower:t.lower,upper:t.upper})}function NR(e){let t=`${e.group}: ${e.value} ${On(e.format,e.value_a)} \u2192 ${On(e.format,e.value_b)} (${hv(e.format,e)})`;return e.significant?t:`${t} (not significant)`}var pN={identity:"The identity (a label used as a group)",group:"The group",count:"Examples counted (c(x): with the identity)",count_label:"Examples with both the identity and this label (c(x, y))",rate:"The share p(y | x): of the examples with the identity, those with the label",n:"Examples (people, queries) in the group",hits:"Examples with the label in the group",value:"The metric of this identity or group",gap:"This group minus the others",expected:"The count expected if prediction did not depend on the group",correct:"Whether the predicted label is the correct one",p_value:"The test of this group against the others (two-sided)",significant:"A Benjamini-Hochberg discovery at the FDR in use",label:"The label",type:"The type of harm",class:"The class"};function It(e){return typeof e=="number"&&Number.isFinite(e)}function IR(e,t,n){let r=t.filter(i=>i!=null);return r.length>0&&r.every(i=>typeof i=="boolean")?"flag":r.some(i=>typeof i=="string")?"text":n==="percent"||n==="points"||n==="count"||n==="p"?n:e==="p_value"?"p":r.length>0&&r.every(i=>It(i)&&Number.isInteger(i))?"count":"number"}function hN(e,t){return e==="count"?P(t):e==="p"?We(t):e==="percent"?`${$e(t)}%`:e==="points"?`${$e(t)} pp`:ve(t)}function mN(e,t,n){return e==="percent"?`[${$e(t)}%, ${$e(n)}%]`:e==="points"?`[${$e(t)}, ${$e(n)}] pp`:`[${ve(t)}, ${ve(n)}]`}function gN(e,t){return t==null?{text:"",value:null,title:"undefined"}:typeof t=="boolean"?{text:t?"\u2713":"",value:t,title:t?"yes":"no"}:typeof t=="string"?{text:t,value:t,title:t}:typeof t!="number"?{text:String(t),value:String(t),title:String(t)}:Number.isFinite(t)?{text:hN(e,t),value:t,title:String(t)}:{text:"undefined",value:null,title:"undefined"}}function bN(e,t){let n=[...t].sort().join("\0");return e?.tables.find(r=>[...r.columns].sort().join("\0")===n)?.title??null}function zR(e,t,n=null,r={}){let i=$=>e.rows.map(x=>x[$]),s=n?.bias.key||null,o=$=>$===s&&e.rows.length>0&&i($).every(x=>x===t),a=e.columns.filter($=>!o($)),l=e.formats??{},u=a.indexOf("lower"),c=a.indexOf("upper"),d=u>0&&c===u+1,f=d?a[u-1]:null,p=f?IR(f,i(f),l[f]??l.lower):"number",m=null;if(d){let $=e.rows.flatMap(x=>[x.lower,x.upper,f?x[f]:null]).filter(It);if($.length>0){let x=Math.min(...$),k=Math.max(...$);x>=0&&k<=1&&(x=0),x===k&&(k=x+1),m=[x,k]}}let g=$=>m?($-m[0])/(m[1]-m[0]):0,y=[],b=[];return a.forEach(($,x)=>{if(d&&x===c)return;if(d&&x===u){y.push({name:"interval",head:r.interval??"interval",title:`The interval of ${f} [lower, upper], drawn on one scale for every row`,kind:"interval"}),b.push(_=>{let S=_.lower,T=_.upper,E=f?_[f]:null;return!It(S)||!It(T)?{text:"",value:null,title:"no interval",whisker:null,lower:null,upper:null}:{text:mN(p,S,T),value:S,title:`[${S}, ${T}]`,whisker:{lo:g(S),hi:g(T),mid:It(E)?g(E):null},lower:S,upper:T}});return}let k=IR($,i($),l[$]);y.push({name:$,head:r[$]??$,title:pN[$]??$,kind:k}),b.push(_=>gN(k,_[$]))}),{caption:bN(n,e.columns)??(e.columns.includes("identity")?"Counts per identity":"Per group"),columns:y,rows:e.rows.map($=>b.map(x=>x($))),scale:m,estimate:f}}function BR(e,t){if(!e)return"";let n=[];for(let[r,i]of Object.entries(e)){if(i===t||i===null||i===void 0)continue;let s;if(typeof i=="number")s=Number.isInteger(i)?P(i):ve(i);else if(typeof i=="string")s=i;else if(typeof i=="boolean")s=i?"yes":"no";else if(Array.isArray(i)&&i.every(o=>typeof o=="string"||typeof o=="number"))s=i.join(" & ");else continue;n.push(`${r} ${s}`)}return n.join(" \xB7 ")}function yN(e,t){let n=new Map(t.map((r,i)=>[r,i]));return e.map((r,i)=>({r,i})).sort((r,i)=>(n.get(r.r.run)??t.length+r.i)-(n.get(i.r.run)??t.length+i.i)).map(r=>r.r)}function HR(e,t){let n=yN(e.runs,t),r=n.flatMap(l=>[l.bias,l.upper]).filter(It),i=r.length?Math.max(...r):1;i>0||(i=1);let s=Math.min(0,...r),o=l=>(l-s)/(i-s);return{bars:n.map(l=>{let u=It(l.bias);return{...l,present:u,inReport:l.present!==!1,current:l.run===e.run,at:u?{bias:o(l.bias),lower:It(l.lower)?o(l.lower):null,upper:It(l.upper)?o(l.upper):null}:null}}),domain:[s,i]}}function mv(e){let t=[...e.steps].sort((s,o)=>s.step-o.step),n=[],r=[],i=0;for(let s of t){if(!It(s.bias)){r.push(s.step),i++;continue}n.push({step:s.step,wall_time:s.wall_time,value:It(s.value)?s.value:null,bias:s.bias,lower:It(s.lower)?s.lower:null,upper:It(s.upper)?s.upper:null,segment:i,current:s.step===e.step})}return{dots:n,missing:r,current:e.step}}function Zf(e,t="not in this run",n="value"){if(!It(e.bias))return t;let r=n==="points"?$e:ve,i=It(e.lower)&&It(e.upper)?` [${r(e.lower)}, ${r(e.upper)}]`:"";return`${r(e.bias)}${n==="points"?" pp":""}${i}`}function FR(e,t=6){if(e.length===0)return"";let n=e.slice(0,t).join(", "),r=e.length>t?` and ${e.length-t} more`:"";return`step${e.length>1?"s":""} ${n}${r}`}function VR(e){let t=Object.keys(e.options).sort().map(n=>[n,e.options[n]]);return JSON.stringify([e.tag,e.run,e.step,e.key,t,e.vs?[e.vs.run,e.vs.step]:null])}var KR="drill";function Qf(e){let t=[];return ne(t,KR,e),t}function ep(e){let t=Ie(e).get(KR);return t===void 0||t===""?null:t}function vN(e){if(!(e>0)||!Number.isFinite(e))return 1;let t=10**Math.floor(Math.log10(e)),n=e/t;return(n<1.5?1:n<3.5?2:n<7.5?5:10)*t}function jR(e){return Number(e.toPrecision(12))}var wN=e=>e.filter(t=>typeof t=="number"&&Number.isFinite(t));function Pr(e,t=[],n=[],r={}){let i=wN([...e,...t,...n]);if(i.length===0)return null;let s=Math.min(...i),o=Math.max(...i),a=s,l=o;r.zero&&(s=Math.min(s,0),o=Math.max(o,0));let u=r.clamp,c=r.minSpan??(u?(u[1]-u[0])*.02:Math.max(Math.abs(s),Math.abs(o),1e-9)*.02);if(o-s<c){let p=(s+o)/2;s=p-c/2,o=p+c/2,r.zero&&a>=0&&(s=0,o=Math.max(o,c))}let d=(o-s)*(r.pad??.05);r.zero&&s===0||(s-=d),r.zero&&o===0||(o+=d);let f=vN((o-s)/(r.steps??10));return s=jR(Math.floor(s/f+1e-9)*f),o=jR(Math.ceil(o/f-1e-9)*f),u&&(s=Math.max(s,Math.min(u[0],a)),o=Math.min(o,Math.max(u[1],l))),[s,o]}function yu(e,t){let n=(t-e)/5;return!(n>0)||n>=.01?".0%":n>=.001?".1%":".2%"}function yi(e,t){let n=0;for(let r of e)"iljtfrI1.,:;|!'()[] ".includes(r)?n+=.32:"mwMW@%&".includes(r)?n+=.9:r>="A"&&r<="Z"?n+=.68:n+=.58;return n*t}function gv(e,t,n){if(n(e)<=t)return e;let r=[...e],i=0,s=r.length;for(;i<s;){let o=Math.ceil((i+s)/2);n(r.slice(0,o).join("")+"\u2026")<=t?i=o:s=o-1}return r.slice(0,Math.max(1,i)).join("").trimEnd()+"\u2026"}function qR(e){let t=e.map(s=>s.split(" & ").map(o=>[o.slice(0,o.indexOf("=")),o.slice(o.indexOf("=")+1)])),n=t[0]?.map(([s])=>s)??[],r=e.length>0&&t.every((s,o)=>s.length===n.length&&s.every(([a],l)=>a!==""&&a===n[l]&&e[o].split(" & ")[l].includes("="))),i=r?t.map(s=>s.map(([,o])=>o).join(" & ")):[...e];return!r||new Set(i).size!==i.length||i.some(s=>s==="")?{labels:[...e],title:null}:{labels:i,title:n.join(" & ")}}function UR(e,t,n,r={}){let i=r.measure??(g=>yi(g,n)),s=r.maxLabelPx??120,o=r.marginLeft??44,a=Math.max(1,e.length),l=t/a,u=n*1.35,c=Math.ceil(10+n*1.6);if(Math.max(0,...e.map(i))+8<=l)return{rotate:0,labels:[...e],truncated:!1,marginBottom:c,marginLeft:o,plotWidth:t};let f=e.map(g=>gv(g,s,i)),p=f.some((g,y)=>g!==e[y]),m=Math.max(0,...f.map(i));if(l*Math.SQRT1_2>=u*1.1){let g=Math.ceil((m+n)*Math.SQRT1_2);return{rotate:-45,labels:f,truncated:p,marginBottom:Math.ceil(12+g),marginLeft:Math.max(o,Math.ceil(g-l/2+4)),plotWidth:t}}return{rotate:-90,labels:f,truncated:p,marginBottom:Math.ceil(14+m),marginLeft:o,plotWidth:Math.max(t,Math.ceil(a*u))}}var xN=["report","compare","trend","runs"],bv="mode",qt="cmp_",dn="trend_",Dr="runs_";function $N(e){return xN.includes(e??"")?e:"report"}function WR(e,t){let n={mode:"report",view:[],compare:[],trend:[],runs:[]};for(let[r,i]of e){let s=r.slice(t.length);s===bv?n.mode=$N(i):s.startsWith(qt)?n.compare.push([r,i]):s.startsWith(dn)?n.trend.push([r,i]):s.startsWith(Dr)?n.runs.push([r,i]):n.view.push([r,i])}return n}function GR(e,t,n){let r={};for(let[i,s]of e){let o=i.slice(t.length);n.includes(o)&&s!==""&&(r[o]=s)}return r}function YR(e,t,n){return Object.keys(e).filter(r=>e[r][t]?.kind===n).sort()}function XR(e,t){let n=new Set;for(let r of Object.values(e))for(let[i,s]of Object.entries(r))t.includes(s.kind)&&n.add(i);return[...n].sort()}var Ca=" & ",vv=["class","n_a","n_b","value_a","value_b","gap","bound","p_value"],wv="cells",xv="disparity",yv=Object.freeze({grouping:null,minCount:null,a:null,b:null,cls:null,sort:"gap",dir:"desc"});function tp(e){return{...yv,metric:nr(e,"metric"),fdr:Fe(e,"fdr")}}function $v(e){return e==="class"||e==="p_value"?"asc":"desc"}function fn(e){return e.join(Ca)}function Ma(e){return e.join(" \xD7 ")}var np="disparity";function rp(e){return{run:e.run,tag:e.tag,step:e.step,metric:e.metric,grouping:e.grouping,min_count:e.min_count,fdr:e.fdr??null}}function ip(e){let t=e.a!==null&&e.b!==null;return{run:e.run,tag:e.tag,step:e.step,metric:e.metric,a:t?e.a:null,b:t?e.b:null,grouping:t?null:e.grouping,min_count:e.min_count,fdr:e.fdr??null}}var kt={metric:"metric",grouping:"grouping",minCount:"min_count",a:"a",b:"b",cls:"class",fdr:"fdr",sort:"sort",dir:"dir"},_N="q";function JR(e,t){let n=[];return Ve(n,kt.metric,e.metric,t),ne(n,kt.grouping,e.grouping),e.minCount!==null&&ne(n,kt.minCount,e.minCount),e.a!==null&&e.b!==null&&(ne(n,kt.a,e.a),ne(n,kt.b,e.b)),ne(n,kt.cls,e.cls),Ve(n,kt.fdr,e.fdr,t),(e.sort!==yv.sort||e.dir!==yv.dir)&&(ne(n,kt.sort,e.sort),ne(n,kt.dir,e.dir)),n}function ZR(e,t){let n=Ie(e),r=tp(t);r.metric=Hn(t,"metric",n.get(kt.metric));let i=n.get(kt.grouping);r.grouping=i===void 0||i===""?null:i;let s=he(n.get(kt.minCount));Re(t,"min_count",s)&&(r.minCount=s);let o=n.get(kt.a),a=n.get(kt.b);o&&a&&(r.a=o,r.b=a);let l=n.get(kt.cls);r.cls=l===void 0||l===""?null:l,r.fdr=gt(t,"fdr",he(n.get(kt.fdr)??n.get(_N)));let u=n.get(kt.sort);if(u!==void 0&&vv.includes(u)){r.sort=u;let c=n.get(kt.dir);r.dir=c==="asc"||c==="desc"?c:$v(r.sort)}return r}function vi(e,t){return e.fdr??Fe(t,"fdr")}function SN(e,t,n,r,i,s,o){let a=i===null&&typeof t=="number"&&Number.isFinite(t),l=a&&typeof s=="number"&&Number.isFinite(s);return{n:e,value:a?t:null,lower:a?n:null,upper:a?r:null,state:a?null:i??"undefined",p:l?s:null,significant:l&&o===!0}}function kN(e){return e.reduce((t,n)=>t+n.filter(r=>r.significant).length,0)}function TN(e,t){let n=[];for(let r=0;r<t;r++){let i=0,s=0;for(let o of e){let a=o[r]?.value;typeof a=="number"&&(i+=a,s++)}n.push({value:s?i/s:null,lower:null,upper:null,classes:s})}return n}function RN(e,t){let n=r=>typeof r=="number"&&Number.isFinite(r)?r:null;return e.map((r,i)=>{let s=t.find(o=>o.group===r)??t[i];return s?{value:n(s.value),lower:n(s.lower),upper:n(s.upper),classes:s.classes}:{value:null,lower:null,upper:null,classes:0}})}function sp(e,t,n){let r=e.classes.map((i,s)=>e.groups.map((o,a)=>SN(e.n[s][a],t.value[s][a],t.lower[s][a],t.upper[s][a],e.state[s][a],e.p_value?.[s]?.[a],e.significant?.[s]?.[a])));return{classes:e.classes,groups:e.groups,cells:r,macro:t.macro?RN(e.groups,t.macro):TN(r,e.groups.length),minCount:e.min_count,fdr:vi(e,n),significantCells:kN(r)}}function CN(e){return e.cells.reduce((t,n)=>t+n.filter(r=>r.p!==null).length,0)}function QR(e,t,n){let r=n?"Wald test of this group's mAR against the rest of the class's groups pooled":"pooled two-proportion z-test of this group's rate against the rest of the class's groups pooled";return e.p!==null?{text:$o(e.p),title:`p = ${e.p} (${r})`}:e.state!==null?{text:"",title:`No p-value: ${e.state}`}:{text:"p \u2014",title:`No p-value: the rest of the class's groups has fewer than min_count = ${t} people, or nothing varies (${r})`}}function eC(e,t){return{q:e.fdr,significant:e.significantCells,tested:CN(e),unit:"cell",what:`each cell tests whether its group's ${t?"mAR (Wald)":"rate"} differs from the rest of the class's groups pooled`}}function op(e,t){return e.state==="insufficient"?`n=${e.n} < ${t}`:e.state==="undefined"?e.n===0?"nobody":"undefined":""}function ao(e,t,n){let r=s=>(s*100).toFixed(1),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${r(e)}%${i}`}function wi(e,t,n){let r=s=>(s*100).toFixed(1).replace(/^-/,"\u2212"),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${e>0?"+":""}${r(e)} pp${i}`}function tC(e,t,n){let r=Array.from({length:e.rows},(a,l)=>l),i=n==="asc"?1:-1;if(t==="class"){let a=e.columns.class;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u)}let s=e.columns[t]??[],o=a=>{let l=s[a];return(t==="gap"||t==="bound"||t==="p_value")&&e.states.gap[a]!==null?NaN:typeof l=="number"&&Number.isFinite(l)?l:NaN};return r.sort((a,l)=>{let u=o(a),c=o(l),d=Number.isNaN(u),f=Number.isNaN(c);return d||f?d&&f?a-l:d?1:-1:u<c?-i:u>c?i:a-l})}function nC(e){for(let t=0;t<e.rows;t++)if(e.states.gap[t]===null&&e.columns.gap[t]!==null)return e.columns.class[t];return e.rows?e.columns.class[0]:null}function _v(e,t){let n={grouping:fn(e.grouping),min_count:String(e.min_count)};return!t&&e.metric!==void 0&&(n.metric=e.metric),e.fdr!==void 0&&(n.fdr=String(e.fdr)),n}function Sv(e,t,n){let r={};return!n&&e.metric!==void 0&&(r.metric=e.metric),e.a!==null&&e.b!==null?(r.a=e.a,r.b=e.b):r.grouping=fn(t),r.min_count=String(e.min_count),r.fdr=String(e.fdr),r}function rC(e,t,n,r,i){let s=e.states.gap[t],o=e.columns.p_value?.[t];if(s===null&&typeof o=="number"&&Number.isFinite(o)){let l=i?r?"Wald test of equal mAR":"Wald test that every sufficient group has the same mAR":r?"pooled two-proportion z-test of equal rates":"chi-square test that every sufficient group has the same rate";return{p:o,text:We(o),title:`p = ${o} (${l})`,significant:e.columns.significant?.[t]===!0}}return{p:null,text:"\u2014",title:s!==null?`${s}: ${n[s]??s}`:"No p-value",significant:!1}}function MN(e){let t=e.columns.p_value??[];return ir(Array.from({length:e.rows},(n,r)=>e.states.gap[r]===null?t[r]:null))}function iC(e,t,n){let r=n?"one mAR (Wald)":"one rate";return{q:e.fdr,significant:e.significant,tested:MN(e),unit:"class",units:"classes",what:t?`each row tests whether the two groups share ${r}`:`best-minus-worst rows test whether all groups share ${r}`}}var sC="mean AR",oC="mean AR (mAR) is the average recall over the IoU thresholds 0.5 to 0.95: at each, the share of the group's people detected with an IoU at least the threshold";function aC(e,t){let r=`the ${t==="mAR"?sC:t} of this group on each class (export: value, with its interval lower to upper), n = its examples (n), p = the test of this group against the class's other groups pooled (p_value)`+(t==="mAR"?`; ${oC}`:"");return at(e,"group",r)}function lC(e,t,n,r){let[i,s]=t?["A","B"]:["best","worst"],[o,a]=t??["the best sufficient group","the worst sufficient group"],l=n?sC:"rate",u=(c,d,f)=>({name:c,sub:d,title:at(c,e,n&&e.startsWith("value")?`${f}; ${oC}`:f)});switch(e){case"class":return u("class","","the class");case"n_a":return u("examples",i,`the examples of the class in ${o}`);case"n_b":return u("examples",s,`the examples of the class in ${a}`);case"value_a":return u(l,i,`the ${l} of ${o} on the class`);case"value_b":return u(l,s,`the ${l} of ${a} on the class`);case"gap":return u("gap",`${i} \u2212 ${s}`,`${l} of ${o} minus ${l} of ${a}, with its interval`);case"bound":return u("bound","nearest 0","the end of the interval nearest zero (0 when the interval holds 0): sorting by it puts large and certain disparities first");case"p_value":return u("p","",`${r}; insufficient rows last`)}}var EN={compare:["compare","headline"],trend:["headline"],runs:["headline"]};function AN(e){return e.used_by??["view","compare","headline"]}function cC(e,t){return AN(e).some(n=>EN[t].includes(n))}function kv(e,t){return`${De}${e}o_${t}`}function dC(e,t,n=[]){return(e?.options??[]).filter(r=>cC(r,t)&&!n.includes(r.name))}function vu(e,t,n){let r={};for(let[i,s]of Object.entries(n)){let o=qe(e,i);(o===null||cC(o,t))&&(r[i]=s)}return r}function Tv(e,t,n){return(qe(e,t)?.requires??[]).filter(r=>!n[r])}function Qi(e,t,n){let r=vu(e,t,n),i={};for(let[s,o]of Object.entries(r))Tv(e,s,r).length===0&&(i[s]=o);return i}function PN(e,t){if(e.type==="float"||e.type==="int"){let n=t.trim();if(n==="")return;let r=Number(n);return Number.isFinite(r)?r:void 0}return t}function lp(e,t,n){if(n==="")return!0;let r=qe(e,t);if(r===null)return!1;let i=PN(r,n);return i!==void 0&&Re(e,t,i)}function Lr(e,t,n){let r={},i=`${De}${t}o_`;for(let[s,o]of e){if(!s.startsWith(i)||o==="")continue;let a=s.slice(i.length);qe(n,a)!==null&&lp(n,a,o)&&(r[a]=o)}return r}function Or(e,t,n){return(n?.options??[]).map(i=>i.name).filter(i=>e[i]!==void 0&&e[i]!=="").map(i=>[kv(t,i),e[i]])}function Nn(e,t){let n={...e};for(let[r,i]of Object.entries(t))i!==""&&(n[r]=i);return n}function Rv(e,t,n){if(n[t]!==void 0&&n[t]!=="")return n[t];let r=qe(e,t)?.default;return r==null?"":String(r)}function fC(e,t=""){return[e.run===null?"every run":e.run,e.tag,e.step===null?`latest ${t}`:String(e.step)].join("\0")}function uC(e){return e.split(Ca).map(t=>t.split("=",1)[0]).join(Ca)}function ap(e){return e.split(Ca).sort().join(Ca)}function DN(e,t,n){return n.grouping||t.grouping||e?.grouping?.[0]||null}function pC(e,t,n,r){let i=t?.[e];if(!i||i.length===0)return null;let s=new Set((t?.grouping??[]).map(ap));if(e==="grouping"||s.size===0||!i.every(l=>s.has(ap(uC(l)))))return[...i];let o=DN(t,n,r);if(o===null)return[...i];let a=ap(o);return i.filter(l=>ap(uC(l))===a)}function LN(e,t,n){let r=n[t];if(r!==void 0&&r!=="")return{value:"",label:`report view's: ${r}`};let i=Rv(e,t,{});return{value:"",label:i===""?"default":`default: ${i}`}}function hC(e,t,n,r,i){let s=t.type==="choice"?vs(t,null):pC(t.name,n,r,i);if(s===null)return{type:"text"};let o=[LN(e,t.name,r),...s.map(l=>({value:l,label:l}))],a=i[t.name];return a!==void 0&&a!==""&&!s.includes(a)&&o.push({value:a,label:`${a} (not in this report)`}),{type:"select",entries:o}}function mC(e,t,n,r,i){let s={...e};if(n===""?delete s[t]:s[t]=n,t!=="grouping"||r===null)return s;for(let[o,a]of Object.entries(s)){if(o==="grouping")continue;let l=pC(o,r,i,s);l!==null&&r[o]!==void 0&&r[o].includes(a)&&!l.includes(a)&&delete s[o]}return s}var ON="dark-mode";function gC(e,t){return e!==null?e.split(/\s+/).includes(ON)?"dark":"light":t?"dark":"light"}var Cv=[{name:"Slate",light:"#425066",dark:"#8e98a3"},{name:"Cyan",light:"#12b5cb",dark:"#12b5cb"},{name:"Pink",light:"#e52592",dark:"#e52592"},{name:"Yellow",light:"#f9ab00",dark:"#f9ab00"},{name:"Purple",light:"#9334e6",dark:"#9334e6"},{name:"Light Green",light:"#7cb342",dark:"#7cb342"},{name:"Orange",light:"#e8710a",dark:"#e8710a"}],Mv={name:"Gray",light:"#e0e0e0",dark:"#3b3b3b"},bC="runColorGroup";function yC(e){return e==="experiment"?{key:"experiment"}:e!==null&&e.startsWith("regex:")?{key:"regex",regex:e.slice(6)}:{key:"run"}}function NN(e,t){if(t.key==="experiment")return"experiment";if(t.key==="regex"&&t.regex!==""){let n;try{n=new RegExp(t.regex)}catch{return"run:"+e}let r=e.match(n);return r?r.length>1?"regex:"+JSON.stringify(r.slice(1)):"regex:pseudo_group":null}return"run:"+e}var up=class{constructor(){this.groupIds=new Map;this.runIds=new Map;this.runs=[];this.groupBy={key:"run"}}update(t){for(let n of t)this.runIds.set(n,this.idFor(n,this.groupIds));this.runs=[...new Set([...this.runs,...t])]}setGroupBy(t){return JSON.stringify(t)===JSON.stringify(this.groupBy)?!1:(this.groupBy=t,this.groupIds=new Map,this.runIds=new Map,this.update(this.runs),!0)}has(t){return this.runIds.has(t)}known(){return[...this.runs]}ids(t){let n=new Map(this.groupIds);return t.map(r=>this.runIds.get(r)??this.idFor(r,n))}idFor(t,n){let r=NN(t,this.groupBy);if(r===null)return-1;let i=n.get(r)??n.size;return n.set(r,i),i}};function IN(e,t){let n=e<0?Mv:Cv[e%Cv.length];return t==="dark"?n.dark:n.light}function zN(e){let t=e.trim().toLowerCase();if(/^#[0-9a-f]{6}$/.test(t))return t;if(/^#[0-9a-f]{3}$/.test(t))return"#"+[...t.slice(1)].map(i=>i+i).join("");let n=/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(t);if(!n||n[4]!==void 0&&Number.parseFloat(n[4])===0)return null;let r=[n[1],n[2],n[3]].map(Number);return r.some(i=>i>255)?null:"#"+r.map(i=>i.toString(16).padStart(2,"0")).join("")}function vC(e){let t=zN(e);if(t===null)return null;let n=Cv.findIndex(r=>r.light===t||r.dark===t);return n>=0?{id:n}:t===Mv.light||t===Mv.dark?{id:-1}:{custom:t}}var wC={theme:"light",ids:null,seen:new Map};function cp(){return wC}function xC(e){wC=e}function Ea(e,t){let n=t.ids?t.ids.ids(e):e.map((r,i)=>i);return e.map((r,i)=>{let s=t.seen.get(r);return s&&"custom"in s?s.custom:IN(s?s.id:n[i],t.theme)})}function $C(e,t){let n=Object.keys(e).sort(),r=Object.keys(t).sort();if(n.length!==r.length||n.some((i,s)=>i!==r[s]))return!1;for(let i of n){let s=Object.keys(e[i]).sort(),o=Object.keys(t[i]).sort();if(s.length!==o.length||s.some((a,l)=>a!==o[l]))return!1;for(let a of s)if(e[i][a].kind!==t[i][a].kind||e[i][a].max_step!==t[i][a].max_step)return!1}return!0}function dp(e,t,n){if(t===null||n===null)return null;let r=e[t]?.[n];return r===void 0?null:r.max_step}function _C(e,t,n){return e!==null&&t!==null&&n!==null&&e===t&&n>t?n:e}function fp(e,t){return Object.keys(e).sort().filter(n=>e[n][t]!==void 0).map(n=>`${JSON.stringify(n)}:${e[n][t].max_step}`).join(",")}var pp=["step","relative","wall"],Ev={step:"Step",relative:"Relative",wall:"Wall"},Av=.6,hp=.99,BN=10;function SC(e){let t=e.filter(n=>n.points.length>0).map(n=>Math.max(...n.points.map(r=>r.step))+1);return t.length<2?"step":Math.max(...t)>=BN*Math.min(...t)?"relative":"step"}function mp(e){let t=new Map;for(let n of e){let r=t.get(n.run);(r===void 0||n.wall_time<r)&&t.set(n.run,n.wall_time)}return t}function kC(e,t,n){return t==="step"?e.step:t==="wall"?e.wall_time*1e3:e.wall_time-(n.get(e.run)??e.wall_time)}function Pv(e){let t=Math.abs(e),n=e<0?"\u2212":"",r=i=>String(Number(i.toPrecision(3)));return t<60?`${n}${r(t)} s`:t<3600?`${n}${r(t/60)} min`:t<86400?`${n}${r(t/3600)} h`:`${n}${r(t/86400)} d`}var HN=[1,2,5,10,15,30,60,120,300,600,900,1800,3600,7200,10800,21600,43200,86400];function TC(e,t,n){if(!(t>e)||n<1)return[e];let r=(t-e)/n,i=HN.find(o=>o>=r);if(i===void 0){let o=r/86400,a=10**Math.floor(Math.log10(o));i=86400*a*([1,2,5,10].find(l=>l*a>=o)??10)}let s=[];for(let o=Math.ceil(e/i)*i;o<=t+1e-9;o+=i)s.push(o);return s}function RC(e){return e==="step"?"step":e==="relative"?"time since the run\u2019s first point":"wall time"}function FN(e,t){if(!(t>0))return[...e];let n=e.filter(s=>Number.isFinite(s));if(n.length>0&&n.every(s=>s===n[0]))return[...e];let r=0,i=0;return e.map(s=>Number.isFinite(s)?(r=r*t+(1-t)*s,i=i*t+(1-t),r/i):s)}function CC(e,t){let n=new Map;for(let i of e){let s=n.get(i.run)??[];s.push(i),n.set(i.run,s)}let r=new Map;for(let i of n.values()){let s=[...i].sort((a,l)=>a.step-l.step),o=FN(s.map(a=>a.value),t);s.forEach((a,l)=>r.set(a,o[l]))}return r}function MC(e,t,n,r){let i=new Map;return e.forEach((s,o)=>{let a=i.get(s.run);(a===void 0||Math.abs(t[o]-n)<Math.abs(t[a]-n))&&i.set(s.run,o)}),r.filter(s=>i.has(s)).map(s=>e[i.get(s)])}function EC(e){return e.length>0&&e.every(t=>t.value>0&&(t.lower===null||t.lower>0)&&(t.upper===null||t.upper>0))}function gp(e){return e.excluded!==void 0&&e.excluded>0?`every cell was too small to trust (${e.excluded} left out below min_count)`:"no value at this step (too little data, or nothing to compare)"}var AC=De+dn+"run",PC=De+dn+"gap_threshold",DC=De+dn+"fit",LC=De+dn+"x",OC=De+dn+"smoothing",NC=De+dn+"log",IC=De+dn+"key",In="gap_threshold",VN=["lines","intervals"];function Lv(e){return{runs:null,gapThreshold:Fe(e,In),own:{},fit:"lines",x:null,smoothing:Av,log:!1,key:null}}function Ov(e){let t=he(e);return t!==null&&t>=0&&t<=hp?t:null}function bp(e,t){let n=he(e);return Re(t,In,n)?n:null}function Nv(e,t){let n=[];for(let r of e.runs??[])n.push([AC,r]);return e.gapThreshold!==null&&e.gapThreshold!==Fe(t,In)&&n.push([PC,String(e.gapThreshold)]),e.fit!=="lines"&&n.push([DC,e.fit]),e.x!==null&&n.push([LC,e.x]),e.smoothing!==Av&&n.push([OC,String(e.smoothing)]),e.log&&n.push([NC,"1"]),e.key!==null&&n.push([IC,e.key]),[...n,...Or(e.own,dn,t)]}function zC(e,t,n){let r=Lv(t),i=[],s;e=[...e],r.own=Lr(e,dn,t);for(let[o,a]of e)o===AC&&a!==""&&!i.includes(a)?i.push(a):o===PC?s=a:o===DC&&VN.includes(a)?r.fit=a:o===LC&&pp.includes(a)?r.x=a:o===OC?r.smoothing=Ov(a)??r.smoothing:o===NC?r.log=a==="1":o===IC&&(r.key=a===""?null:a);return r.runs=i.length>0?i:null,r.gapThreshold=bp(s,t)??r.gapThreshold,n?yp(r,n):r}function yp(e,t){if(e.runs===null||t.length===0)return e;let n=t.filter(r=>e.runs.includes(r));return{...e,runs:n.length===0||n.length===t.length?null:n}}function lo(e,t){return e.runs===null?[...t]:t.filter(n=>e.runs.includes(n))}function BC(e,t,n,r){let i=lo(e,t),s=r?t.filter(o=>o===n||i.includes(o)):i.filter(o=>o!==n);return s.length===0?e:yp({...e,runs:s},t)}function Iv(e,t){if(t==="")return{runs:[...e],error:null};let n;try{n=new RegExp(t,"i")}catch(r){return{runs:[...e],error:r.message}}return{runs:e.filter(r=>n.test(r)),error:null}}function HC(e,t){return t!==null&&e.includes(t)?[t,...e.filter(n=>n!==t)]:[...e]}function zv(e,t,n,r=null){let i=Qi(r,"trend",Nn(e,t.own));return n&&t.gapThreshold!==null?{...i,[In]:String(t.gapThreshold)}:i}function FC(e){let t=[];for(let[n,r]of Object.entries(e))n==="gap_threshold"||r===""||t.push(n==="metric"?`metric ${r}`:`${n}=${r}`);return t.join(", ")}function wu(e){return e==="percent"||e==="points"||e==="count"?e:"value"}function VC(e,t,n="intervals"){if(t==="count"||e.length===0)return null;let r=n==="intervals";return Pr(e.map(i=>i.value),r?e.map(i=>i.lower):[],r?e.map(i=>i.upper):[],t==="percent"?{clamp:[0,1]}:t==="points"?{clamp:[-1,1]}:{})}function KC(e){let t=i=>i.lower!==null&&i.upper!==null,n=new Map;for(let i of e){let s=n.get(i.segment)??[];s.push(i),n.set(i.segment,s)}let r=[];for(let i of n.values())i.sort((s,o)=>s.step-o.step),i.forEach((s,o)=>{t(s)&&!(o>0&&t(i[o-1]))&&!(o+1<i.length&&t(i[o+1]))&&r.push(s)});return e.filter(i=>r.includes(i))}function jC(e,t){let n=t.find(r=>r.name===e);return n?{title:n.title,explanation:n.explanation,format:wu(n.format)}:{title:e,explanation:"",format:"value"}}function es(e,t){return e===null||!Number.isFinite(e)?"undefined":t==="percent"?Ue(e):t==="points"?Ei(e):t==="count"?Number.isInteger(e)?P(e):Yr(e):ve(e)}function Dv(e,t){let n=Object.prototype.hasOwnProperty.call(e,t)?e[t]:null;return typeof n=="number"&&Number.isFinite(n)?n:null}function vp(e,t){let n=[],r=[];return t.forEach((i,s)=>{let o=0,a=!1;for(let l of e)if(l.line===i){if(l.value===null){let u={run:i,step:l.step,wall_time:l.wall_time};typeof l.excluded=="number"&&(u.excluded=l.excluded),r.push(u),a&&o++,a=!1;continue}a=!0,n.push({run:i,step:l.step,wall_time:l.wall_time,value:l.value,lower:l.lower,upper:l.upper,segment:`${s}:${o}`})}}),{dots:n,missing:r}}function qC(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run)).map(r=>({run:r.run,points:[...r.points].sort((i,s)=>i.step-s.step),firstWorse:r.first_worse??{}}));return e.names.map(r=>{let i=[];n.forEach(a=>{let l=a.firstWorse[r],u=l?a.points.find(c=>c.step===l.step&&Dv(c.values,r)===l.value):void 0;l&&u&&i.push({...l,run:a.run,wall_time:u.wall_time})});let{dots:s,missing:o}=vp(n.flatMap(a=>a.points.map(l=>{let[u,c]=l.intervals?.[r]??[null,null];return{line:a.run,step:l.step,wall_time:l.wall_time,value:Dv(l.values,r),lower:u,upper:c,excluded:l.excluded?.[r]}})),n.map(a=>a.run));return{name:r,dots:s,missing:o,worse:i}})}function Bv(e,t){let n=t==="percent"?"points":t,r=a=>n==="points"?$e(a):es(a,n),i=n==="points"?" pp":"",s=e.change>0?"+":"",o=String(Number((e.threshold*e.pairs).toPrecision(3)));return`step ${e.step}: ${es(e.value,t)} against ${es(e.vs_value,t)} at step ${e.vs_step} (change ${s}${r(e.change)}${i} [${r(e.lower)}, ${r(e.upper)}], ${Number((e.level*100).toPrecision(4))}% interval; ${$o(e.p_value)}, below ${o}/${e.pairs})`}function UC(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run));return n.some(r=>r.points.length>0)&&n.every(r=>new Set(r.points.map(i=>i.step)).size<=1)}function WC(e,t=6){let n=new Map;for(let i of e){let s=n.get(i.run)??[];s.push(i.step),n.set(i.run,s)}let r=[];for(let[i,s]of n){let o=s.slice(0,t).join(", "),a=s.length>t?` and ${s.length-t} more`:"";r.push(`${i} at step${s.length>1?"s":""} ${o}${a}`)}return r.join("; ")}function xu(e,t=cp()){return Ea(e,t)}function wp(e,t,n,r=12){let i=null,s=r*r;return e.forEach((o,a)=>{if(!Number.isFinite(o.x)||!Number.isFinite(o.y))return;let l=(o.x-t)**2+(o.y-n)**2;l<=s&&(i=a,s=l)}),i}function GC(e,t=null){let n=[["run","step","wall_time",...e.names].map(Ch).join(",")];for(let r of e.series)if(!(t!==null&&!t.includes(r.run)))for(let i of[...r.points].sort((s,o)=>s.step-o.step))n.push([Ch(r.run),Lc(i.step),Lc(i.wall_time),...e.names.map(s=>Lc(Dv(i.values,s)))].join(","));return n.join(`\r
`)+`\r
`}function Hv(e,t,n){if(typeof e=="number"&&Number.isFinite(e))return e;let r=he(t.level);return r!==null&&Re(n,"level",r)?r:Fe(n,"level")}function YC(e,t){let n=Re(t,In,e.gapThreshold)?e.gapThreshold:Fe(t,In),r=Lr(Object.entries(e.own).map(([s,o])=>[`${De}${dn}o_${s}`,o]),dn,t);return n===e.gapThreshold&&JSON.stringify(r)===JSON.stringify(e.own)?e:{...e,gapThreshold:n,own:r}}var XC=15e3,xp="theme-change",Nr="run-colors-change",KN="experimental",jN="experimental.GetRuns",qN="experimental.RunsChanged",UN="experimental.DataReloaded",Fv=class{constructor(t){this.port=t;this.nextId=0;this.waits=new Map;this.listeners=new Map;t.addEventListener("message",n=>this.onMessage(n.data)),t.start()}send(t,n=null,r=5e3){let i=this.nextId++;return new Promise(s=>{let o=setTimeout(()=>{this.waits.delete(i),s(null)},r);this.waits.set(i,a=>{clearTimeout(o),s(a)}),this.post({type:t,id:i,payload:n,error:null,isReply:!1})})}listen(t,n){this.listeners.set(t,n)}close(){this.port.close()}onMessage(t){let n;try{n=JSON.parse(String(t))}catch{return}if(!(typeof n!="object"||n===null||typeof n.type!="string")){if(n.isReply){let r=this.waits.get(n.id);this.waits.delete(n.id),r?.(n.error?null:n.payload);return}try{this.listeners.get(n.type)?.(n.payload)}finally{this.post({type:n.type,id:n.id,payload:null,error:null,isReply:!0})}}}post(t){this.port.postMessage(JSON.stringify(t))}};function WN(e){if(e.parent===e)return null;try{let t=e.parent.document;return t.querySelector("tb-webapp")?t:null}catch{return null}}function GN(e){let t=new Map,n=e.defaultView;for(let r of e.querySelectorAll("tb-data-table-content-row")){let i=r.querySelector(".table-column-run")?.textContent?.trim(),s=r.querySelector(".run-color-swatch");if(!i||!s||t.has(i))continue;let o=s.style.backgroundColor||(n?n.getComputedStyle(s).backgroundColor:""),a=vC(o);a&&t.set(i,a)}return t}function YN(e,t){if(e.size!==t.size)return!1;for(let[n,r]of e)if(JSON.stringify(t.get(n))!==JSON.stringify(r))return!1;return!0}var Vv=class extends EventTarget{constructor(n=window){super();this.win=n;this.ipc=null;this.observers=[];this.onMedia=()=>this.onThemeSignal();this.onDocVisibility=()=>this.onVisibility();this.seen=new Map;this.refreshers=new Set;this.pollTimer=null;this.lastRefresh=Date.now();this.colorsKey="";this.tbDocument=WN(n),this.media=typeof n.matchMedia=="function"?n.matchMedia("(prefers-color-scheme: dark)"):null,this.theme=this.readTheme(),this.applyColorScheme(),this.shown=this.isShown(),this.ids=this.tbDocument?new up:null,this.media?.addEventListener("change",this.onMedia);let r=this.tbDocument;if(r){let i=new MutationObserver(()=>this.onThemeSignal());i.observe(r.body,{attributes:!0,attributeFilter:["class"]}),this.observers.push(i);let s=n.frameElement;if(s){let o=new MutationObserver(()=>this.onVisibility());o.observe(s,{attributes:!0,attributeFilter:["style","class"]}),this.observers.push(o)}this.ipc=this.connect(r)}n.document.addEventListener("visibilitychange",this.onDocVisibility),this.readColors()}get inTensorBoard(){return this.tbDocument!==null}onRefresh(n){return this.refreshers.add(n),this.schedulePoll(),()=>{this.refreshers.delete(n),this.refreshers.size===0&&this.pollTimer!==null&&(clearTimeout(this.pollTimer),this.pollTimer=null)}}dispose(){for(let n of this.observers)n.disconnect();this.media?.removeEventListener("change",this.onMedia),this.win.document.removeEventListener("visibilitychange",this.onDocVisibility),this.ipc?.close(),this.refreshers.clear(),this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null}readColors(){let n=this.tbDocument;if(n&&this.ids){this.ids.setGroupBy(yC(new URLSearchParams(n.location.search).get(bC)));let r=GN(n);YN(r,this.seen)||(this.seen=r)}this.publishColors()}connect(n){let r=this.win.parent;if(typeof MessageChannel>"u")return null;let i=new MessageChannel,s=new Fv(i.port1);return s.listen(qN,o=>this.onRuns(o)),s.listen(UN,()=>{let o=this.win.document.documentElement;o.dataset.tensorboardReloads=String(Number(o.dataset.tensorboardReloads??0)+1),this.refresh()}),r.postMessage(`${KN}.bootstrap`,n.location.origin,[i.port2]),s.send(jN).then(o=>this.onRuns(o)),s}onRuns(n){!this.ids||!Array.isArray(n)||!n.every(r=>typeof r=="string")||(this.ids.update(n),this.readColors())}readTheme(){let n=this.tbDocument?this.tbDocument.body.getAttribute("class")??"":null;return gC(n,this.media?.matches??!1)}onThemeSignal(){let n=this.readTheme();n!==this.theme&&(this.theme=n,this.applyColorScheme(),this.dispatchEvent(new Event(xp)),this.readColors())}applyColorScheme(){this.win.document.documentElement.style.colorScheme=this.theme}publishColors(){let n={theme:this.theme,ids:this.ids,seen:this.seen},r=this.ids?.known()??[],i=JSON.stringify([this.theme,r,Ea(r,n),[...this.seen]]);xC(n),i!==this.colorsKey&&(this.colorsKey=i,this.dispatchEvent(new Event(Nr)))}isShown(){if(this.win.document.visibilityState==="hidden")return!1;let n=this.win.frameElement;return!n||n.style.visibility!=="hidden"}onVisibility(){let n=this.isShown();n!==this.shown&&(this.shown=n,n&&(this.readColors(),Date.now()-this.lastRefresh>=XC?this.refresh():this.schedulePoll()))}refresh(){this.lastRefresh=Date.now(),this.readColors();for(let n of this.refreshers)n();this.schedulePoll()}schedulePoll(){if(this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null,this.refreshers.size===0)return;let n=Math.max(0,this.lastRefresh+XC-Date.now());this.pollTimer=setTimeout(()=>{this.pollTimer=null,this.shown&&this.refresh()},n)}},JC=null;function pn(){return JC??=new Vv,JC}var ZC=z`
    :host {
      display: block;
      box-sizing: border-box;
      background: var(--bg);
      color: var(--fg);
    }
    :host([variant='panel']) {
      border: 1px solid var(--border);
      border-top: 3px solid var(--accent);
      border-radius: 2px;
      padding: 8px 12px 12px;
    }
    :host([variant='section']) {
      border-top: 1px solid var(--border);
      margin-top: 12px;
      padding-top: 8px;
    }
    .title-bar {
      display: flex;
      align-items: baseline;
      gap: 8px;
    }
    h2 {
      flex: 1;
      min-width: 0;
      margin: 0;
      font-size: 14px;
      font-weight: 500;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    h2 .noun {
      color: var(--muted);
      font-weight: 400;
      margin-right: 4px;
    }
    button.close {
      flex: none;
      width: 26px;
      height: 26px;
      border: 1px solid transparent;
      border-radius: 3px;
      background: none;
      color: var(--muted);
      font-size: 18px;
      line-height: 1;
      cursor: pointer;
    }
    button.close:hover {
      color: var(--fg);
      background: var(--hover-bg);
    }
    button.close:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: -2px;
    }
    .what {
      font-size: 12px;
      margin: 2px 0 6px;
    }
    .content {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
      column-gap: 28px;
      align-items: start;
    }
    .content > section.detail {
      grid-column: 1 / -1;
    }
    .content.stale {
      opacity: 0.55;
      transition: opacity 0.15s 0.2s;
    }
    section {
      margin-top: 10px;
      min-width: 0;
    }
    h4 {
      margin: 0 0 4px;
      font-size: 12px;
      font-weight: 500;
      display: flex;
      flex-wrap: wrap;
      gap: 2px 8px;
      align-items: baseline;
    }
    h4 .muted {
      font-weight: 400;
    }
    .head-text {
      font-size: 11px;
      margin-bottom: 4px;
      overflow-wrap: anywhere;
    }
    .scroll {
      max-height: 260px;
      overflow: auto;
      border: 1px solid var(--border);
      border-radius: 2px;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      font-size: 12px;
    }
    th,
    td {
      padding: 2px 6px;
      border-bottom: 1px solid var(--row-border);
      white-space: nowrap;
    }
    thead th {
      position: sticky;
      top: 0;
      background: var(--header-bg);
      font-weight: 500;
      text-align: left;
      border-bottom: 1px solid var(--border);
    }
    th.num {
      text-align: right;
    }
    td.text {
      max-width: 180px;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    td.missing {
      color: var(--state-fg);
    }
    .driver {
      font-size: 12px;
      margin-bottom: 4px;
      overflow-wrap: anywhere;
    }
    .d-rose,
    .d-fell {
      font-weight: 500;
    }
    .driver.d-rose,
    .driver.d-fell {
      color: var(--fg, inherit);
      border-left: 3px solid var(--accent);
      padding-left: 6px;
    }
    td.flag {
      text-align: center;
      color: var(--accent);
    }
    td.interval {
      min-width: 130px;
    }
    .interval-cell {
      display: flex;
      gap: 6px;
      align-items: center;
      justify-content: flex-end;
    }
    .interval-cell .ci {
      color: var(--muted);
      font-size: 11px;
    }
    .whisker {
      position: relative;
      flex: none;
      width: 64px;
      height: 10px;
    }
    .whisker .line {
      position: absolute;
      top: 4px;
      height: 2px;
      background: var(--whisker);
    }
    .whisker .dot {
      position: absolute;
      top: 1px;
      width: 8px;
      height: 8px;
      margin-left: -4px;
      border-radius: 50%;
      background: var(--whisker-dot);
    }
    .run-list {
      display: grid;
      grid-template-columns: minmax(70px, max-content) minmax(90px, 1fr) auto;
      column-gap: 8px;
      row-gap: 3px;
      align-items: center;
      font-size: 12px;
    }
    .run-row {
      display: contents;
    }
    .run-name {
      display: flex;
      gap: 5px;
      align-items: center;
      min-width: 0;
      max-width: 200px;
    }
    .run-name .name {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .run-row.current .name {
      font-weight: 600;
    }
    .run-row.current .track {
      box-shadow: inset 0 0 0 1px var(--chart-rule);
    }
    .swatch {
      flex: none;
      width: 10px;
      height: 10px;
      border-radius: 2px;
    }
    .track {
      position: relative;
      height: 14px;
      border-radius: 2px;
      background: var(--header-bg);
    }
    .track .line {
      position: absolute;
      top: 5px;
      height: 4px;
      border-radius: 2px;
      opacity: 0.7;
    }
    .track .dot {
      position: absolute;
      top: 2px;
      width: 10px;
      height: 10px;
      margin-left: -5px;
      border-radius: 50%;
      box-shadow: 0 0 0 1px var(--chart-halo);
    }
    .run-row .val {
      text-align: right;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .run-row.absent .val {
      color: var(--muted);
      font-style: italic;
    }
    .axis {
      display: grid;
      grid-template-columns: minmax(70px, max-content) minmax(90px, 1fr) auto;
      column-gap: 8px;
      font-size: 11px;
      color: var(--muted);
      font-variant-numeric: tabular-nums;
    }
    .axis .ends {
      display: flex;
      justify-content: space-between;
    }
    .note {
      font-size: 11px;
      margin-top: 2px;
    }
    .chart svg {
      display: block;
      overflow: visible;
    }
    .loading {
      font-size: 12px;
      margin-top: 8px;
    }
`;function QC(e){let t=e.groups;if(!t||!e.a||!e.b)return v;let n=t.head.format,r=l=>On(n,l),i=Ar(n),s=t.head.driver,o=`${e.a.run} \xB7 step ${e.a.step}`,a=`${e.b.run} \xB7 step ${e.b.step}`;return h`<section class="groups" data-section="groups" data-rows=${t.rows.length} data-driver=${s?.group??v}>
    <h4>For whom <span class="muted">${t.head.value} per group in A and in B</span></h4>
    ${s?h`<div class="driver ${s.significant?`d-${s.direction}`:"muted"}" data-group=${s.group}>
            ${s.significant?"Driven by":"Largest change"} ${NR(s)}
          </div>`:h`<div class="muted">No group has a value on both sides.</div>`}
    <div class="scroll">
      <table class="detail-table group-table" aria-label=${`${t.head.value} per group, A and B`}>
        <thead>
          <tr>
            <th data-col="group">group</th>
            <th class="num" data-col="value_a" title=${`value_a: ${t.head.value} in report A (${o}), with its ${Math.round(e.level*100)}% interval`}>A</th>
            <th class="num" data-col="value_b" title=${`value_b: ${t.head.value} in report B (${a}), with its ${Math.round(e.level*100)}% interval`}>B</th>
            <th class="num" data-col="change" title="change: B − A, with its interval (FCR-adjusted on the groups that rose or fell; marginal on the others)">change</th>
            <th data-col="direction" title="direction: rose or fell significantly (Benjamini-Hochberg over this row's groups), or neither">direction</th>
            <th class="num" data-col="n" title="n_a, n_b: the group's examples in A and in B">n A / B</th>
          </tr>
        </thead>
        <tbody>
          ${t.rows.map(l=>{let u=St(l.lower_a,l.upper_a,i),c=St(l.lower_b,l.upper_b,i);return h`<tr data-group=${l.group} data-direction=${l.direction} data-interval=${l.interval}>
              <td class="text" data-col="group" title=${l.group}>${l.group}</td>
              <td class="num" data-col="value_a" data-v=${l.value_a??v} title=${u?`${r(l.value_a)} ${u}`:"undefined"}>${r(l.value_a)}</td>
              <td class="num" data-col="value_b" data-v=${l.value_b??v} title=${c?`${r(l.value_b)} ${c}`:"undefined"}>${r(l.value_b)}</td>
              <td
                class="num change d-${l.direction}"
                data-col="change"
                data-v=${l.change??v}
                data-lower=${l.lower??v}
                data-upper=${l.upper??v}
                title=${`${Xf(l.interval,e.level)}${typeof l.q_value=="number"?`; q = ${We(l.q_value)}`:""}`}
              >
                ${hv(n,l)}
              </td>
              <td data-col="direction" class="d-${l.direction}">${OR[l.direction]}</td>
              <td class="num" data-col="n">${l.n_a===null?"\u2014":P(l.n_a)} / ${l.n_b===null?"\u2014":P(l.n_b)}</td>
            </tr>`})}
        </tbody>
      </table>
    </div>
  </section>`}function tM(e,t){e.dispatchEvent(new CustomEvent("row-open",{detail:t,bubbles:!0,composed:!0}))}var XN={count:"examples",count_label:"with the label",rate:"share with the label",n:"examples",hits:"with the label",expected:"expected count",correct:"correct label",p_value:"p",significant:"\u2605"};function JN(e){return at(e.head,e.name==="interval"?"lower, upper":e.name,e.title)}var ZN=150,eM=240,QN=640,$u=class extends V{constructor(){super();this.request=new ue;this.requested="";this.detail=null;this.stepsSvg=null;this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0),i=Math.min(QN,Math.max(eM,r));r>0&&Math.abs(i-this.chartWidth)>4&&(this.chartWidth=i)});this.observed=null;this.onColors=()=>{this.stepsSvg=this.drawSteps(),this.requestUpdate()};this.onKey=n=>{!this.closable||n.key!=="Escape"||n.defaultPrevented||(n.preventDefault(),this.close())};this.api=null,this.tag="",this.run="",this.step=null,this.rowKey="",this.options={},this.runs=[],this.noun="row",this.declaration=null,this.showDetail=!0,this.base=null,this.closable=!1,this.revision="",this.variant="panel",this.status="loading",this.data=null,this.error=null,this.chartWidth=420}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey),pn().addEventListener(Nr,this.onColors)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey),pn().removeEventListener(Nr,this.onColors),this.resize.disconnect(),this.observed=null,this.request.cancel(),this.requested=""}close(){this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0}))}focusPanel(){this.renderRoot.querySelector("button.close")?.focus({preventScroll:!0})}params(){let n={tag:this.tag,run:this.run,step:this.step,key:this.rowKey,options:this.options};return this.base?{...n,run:this.base.run,step:this.base.step,vs:{run:this.run,step:this.step}}:n}async load(){let n=this.api,r=this.params();this.status="loading",this.error=null;let i;try{i=await this.request.run(s=>n.row(r,s))}catch(s){this.data=null,this.error=Pt(s),this.status="error";return}i!==se&&(this.data=i,this.status="ready")}retry(){this.requested="",this.requestUpdate()}willUpdate(n){let r=this.api&&this.tag&&this.run&&this.rowKey?VR(this.params()):"";r!==""&&(r!==this.requested||n.has("revision")&&n.get("revision")!==void 0)&&(this.data&&this.data.key!==this.rowKey&&(this.data=null),this.requested=r,this.load()),(n.has("data")||n.has("declaration"))&&(this.detail=this.data?zR(this.data.detail,this.data.key,this.declaration,XN):null),(n.has("data")||n.has("chartWidth")||n.has("runs"))&&(this.stepsSvg=this.drawSteps())}updated(n){n.has("status")&&this.status==="ready"&&this.dispatchEvent(new CustomEvent("row-loaded"));let r=this.renderRoot.querySelector("section.steps");r!==this.observed&&(this.resize.disconnect(),this.observed=r,r&&this.resize.observe(r))}colorDomain(){let n=this.data?.runs.map(r=>r.run)??[];return[...this.runs,...n.filter(r=>!this.runs.includes(r))]}colorOf(n){let r=this.colorDomain(),i=r.indexOf(n);return i<0?"var(--muted)":xu(r)[i]??"var(--muted)"}drawSteps(){let n=this.data;if(!n)return null;let r=mv(n),{dots:i}=r;if(i.length===0)return null;let s=this.colorOf(n.run),o=[...i.map(b=>b.step),...r.missing],a=Math.min(...o,r.current),l=Math.max(...o,r.current),u=[...new Set([...o,r.current])].sort((b,w)=>b-w);a===l&&(a-=1,l+=1);let c=`${Math.round(n.level*100)}%`,d=b=>`step ${b.step}`,f=b=>[`step ${b.step} (${Mi(b.wall_time)})`,`${n.bias}: ${Zf(b,"undefined",n.format)} (${c} interval)`,b.value!==null?`${n.value}: ${jt(b.value,n.format)}`:""].filter(Boolean).join(`
`),p=i.filter(b=>b.lower!==null&&b.upper!==null),m=Math.max(eM,this.chartWidth),g=Pe({width:m,height:ZN,marginTop:n.format==="points"?20:10,marginLeft:46,marginRight:12,marginBottom:30,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[a,l],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:u.length<=8?u:5,tickFormat:"~s"},y:{label:n.format==="points"?"pp":null,grid:!0,nice:!0,zero:!0,ticks:4,tickFormat:n.format==="points"?b=>String(Number((b*100).toPrecision(6))):void 0},marks:[He([r.current],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}),gi(p,{x:"step",y1:"lower",y2:"upper",z:"segment",fill:s,fillOpacity:.18}),He(p,{x:"step",y1:"lower",y2:"upper",stroke:s,strokeOpacity:.6,strokeWidth:1.5}),Ln(i,{x:"step",y:"bias",z:"segment",stroke:s,strokeWidth:2}),lt(r.missing,{x:b=>b,frameAnchor:"bottom",symbol:"times",r:3.5,stroke:"var(--muted)",ariaLabel:b=>`step ${b}: not in this run`,title:b=>`step ${b}: no ${n.bias} for this ${this.noun} (not in the report, or undefined)`}),lt(i.filter(b=>!b.current),{x:"step",y:"bias",fill:s,stroke:"var(--chart-halo)",strokeWidth:1,r:3.5,ariaLabel:d,title:f}),lt(i.filter(b=>b.current),{x:"step",y:"bias",fill:s,stroke:"var(--accent)",strokeWidth:2.5,r:5.5,ariaLabel:d,title:f})]});g.setAttribute("data-points",String(i.length)),g.setAttribute("role","img"),g.setAttribute("aria-label",`${n.bias} of ${n.key} over the steps of ${n.run}`);let y=new Map(i.map(b=>[d(b),b]));for(let b of g.querySelectorAll('g[aria-label="dot"] circle')){let w=y.get(b.getAttribute("aria-label")??"");w&&(b.setAttribute("data-step",String(w.step)),b.setAttribute("data-bias",String(w.bias)),w.lower!==null&&b.setAttribute("data-lower",String(w.lower)),w.upper!==null&&b.setAttribute("data-upper",String(w.upper)),w.current&&b.setAttribute("data-current","true"))}return g}renderTitle(){let n=this.data,r=n?`${n.run} \xB7 step ${n.step}`:this.step===null?`${this.run} \xB7 latest step`:`${this.run} \xB7 step ${this.step}`;return h`<div class="title-bar">
        <h2 title=${`${this.noun} ${this.rowKey}`}><span class="noun">${this.noun}</span><span class="key-name">${this.rowKey}</span></h2>
        ${this.closable?h`<button class="close" name="close-row" title="Close (Esc)" aria-label="Close the drill-down" @click=${()=>this.close()}>
                ×
              </button>`:v}
      </div>
      <div class="what muted" data-run=${n?.run??v} data-step=${n?.step??v}>
        ${n?h`<b>${n.bias}</b>, the size of the bias (lower is better; signed: ${n.value}) · `:v}${r}${n?` \xB7 ${Math.round(n.level*100)}% intervals`:""}
      </div>`}renderCell(n,r){if(n.kind==="interval"){let a=r.whisker;return h`<td
        class="num interval"
        data-col="interval"
        data-lower=${r.lower??v}
        data-upper=${r.upper??v}
        title=${r.title}
      >
        <span class="interval-cell"
          >${a?h`<span class="whisker" aria-hidden="true"
                  ><span class="line" style="left: ${Aa(a.lo)}; width: ${Aa(Math.max(.005,a.hi-a.lo))}"></span>${a.mid!==null?h`<span class="dot" style="left: ${Aa(a.mid)}"></span>`:v}</span
                >`:v}<span class="ci">${r.text||"\u2014"}</span></span
        >
      </td>`}let i=r.value===null,s=[n.kind==="text"?"text":n.kind==="flag"?"flag":"num",i?"missing":""].filter(Boolean).join(" "),o=r.value===null?v:String(r.value);return h`<td class=${s} data-col=${n.name} data-v=${o} title=${r.title}>${i?"\u2014":r.text}</td>`}renderDetail(n){let r=this.detail;if(!r)return v;let i=BR(n.detail.head,n.key);return h`<section class="detail" data-section="detail" data-rows=${r.rows.length}>
      <h4>${r.caption}${r.estimate?h`<span class="muted">${r.estimate} with its ${Math.round(n.level*100)}% interval</span>`:v}</h4>
      ${i?h`<div class="head-text muted">${i}</div>`:v}
      ${r.rows.length===0?h`<div class="muted">No ${this.noun} ${n.key} in this report.</div>`:h`<div class="scroll">
            <table class="detail-table" aria-label=${r.caption}>
              <thead>
                <tr>
                  ${r.columns.map(s=>h`<th class=${s.kind==="text"?"":"num"} data-col=${s.name} title=${JN(s)}>${s.head}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${r.rows.map((s,o)=>h`<tr data-row=${o}>${r.columns.map((a,l)=>this.renderCell(a,s[l]))}</tr>`)}
              </tbody>
            </table>
          </div>`}
    </section>`}renderRun(n,r){let i=this.colorOf(n.run),s=`${Math.round(r.level*100)}%`,o=n.present?`run ${n.run}, step ${n.step}: ${r.bias} ${Zf(n,void 0,r.format)} (${s} interval)${n.current?" \u2014 the report on screen":""}`:`The latest report of run ${n.run} (step ${n.step}) has no ${r.bias} for this ${this.noun}: it lacks the ${this.noun}, or the value is undefined there (too little data).`,a=n.at;return h`<div
      class="run-row ${n.current?"current":""} ${n.present?"":"absent"}"
      role="listitem"
      data-run=${n.run}
      data-step=${n.step}
      data-present=${n.present?"true":"false"}
      data-bias=${n.bias??v}
      data-lower=${n.lower??v}
      data-upper=${n.upper??v}
      aria-current=${n.current?"true":v}
      title=${o}
    >
      <span class="run-name"><span class="swatch" style="background: ${i}"></span><span class="name">${n.run}</span></span>
      <span class="track" aria-hidden="true"
        >${a?h`${a.lower!==null&&a.upper!==null?h`<span class="line" style="left: ${Aa(a.lower)}; width: ${Aa(Math.max(.005,a.upper-a.lower))}; background: ${i}"></span>`:v}<span class="dot" style="left: ${Aa(a.bias)}; background: ${i}"></span>`:v}</span
      >
      <span class="val">${n.present?Zf(n,void 0,r.format):n.inReport?"undefined (too little data)":"not in this run"}</span>
    </div>`}renderRuns(n){let{bars:r,domain:i}=HR(n,this.runs);return h`<section class="runs" data-section="runs" data-entries=${r.length}>
      <h4>In every run <span class="muted">${n.bias} in each run's latest report</span></h4>
      <div class="run-list" role="list" aria-label=${`${n.bias} of ${n.key} in every run`}>${r.map(s=>this.renderRun(s,n))}</div>
      <div class="axis" aria-hidden="true">
        <span></span><span class="ends"><span>${jt(i[0],n.format)}</span><span>${jt(i[1],n.format)}</span></span><span></span>
      </div>
    </section>`}renderSteps(n){let r=mv(n),i=FR(r.missing);return h`<section class="steps" data-section="steps" data-points=${r.dots.length} data-missing=${r.missing.length}>
      <h4>Over steps <span class="muted">of ${n.run}; dashed: step ${n.step}</span></h4>
      ${this.stepsSvg?h`<div class="chart">${this.stepsSvg}</div>`:h`<div class="muted">No step of ${n.run} has a ${n.bias} for this ${this.noun}.</div>`}
      ${i&&this.stepsSvg?h`<div class="note muted">Not in this run (or undefined) at ${i}.</div>`:v}
    </section>`}render(){let n=this.data;return h`
      ${this.renderTitle()}
      ${this.status==="error"?h`<div class="message error" role="alert">
            <div class="text">${this.error}</div>
            <button class="primary link" name="retry-row" @click=${()=>this.retry()}>Retry</button>
          </div>`:v}
      ${n?h`<div class="content ${this.status==="loading"?"stale":""}">
            ${QC(n)} ${this.showDetail&&!n.groups?this.renderDetail(n):v} ${this.renderRuns(n)}
            ${this.renderSteps(n)}
          </div>`:this.status==="loading"?h`<div class="loading">Loading the ${this.noun}…</div>`:v}
    `}};$u.properties={api:{attribute:!1},tag:{attribute:!1},run:{attribute:!1},step:{attribute:!1},rowKey:{reflect:!0,attribute:"data-key"},options:{attribute:!1},runs:{attribute:!1},noun:{attribute:!1},declaration:{attribute:!1},showDetail:{attribute:!1},base:{attribute:!1},closable:{attribute:!1},revision:{attribute:!1},variant:{reflect:!0},status:{reflect:!0,attribute:"data-status"},data:{state:!0},error:{state:!0},chartWidth:{state:!0}},$u.styles=[U,Me,ZC];function Aa(e){return`${(Math.min(1,Math.max(0,e))*100).toFixed(2)}%`}customElements.define("fairness-row-drilldown",$u);function nM(e,t,n,r){if(t===null)return v;let i=e.columns.label[t];return h`<aside class="drawer" aria-label=${`Label ${i}, drilled down`}>
      ${e9(e,t,n.heads,r)}
      <fairness-row-drilldown
        variant="section"
        .api=${n.api}
        .tag=${e.tag}
        .run=${e.run}
        .step=${e.step}
        .rowKey=${i}
        .options=${Bc(e)}
        .noun=${"label"}
        .declaration=${n.declaration}
        .closable=${!1}
      ></fairness-row-drilldown>
    </aside>`}function e9(e,t,n,r){let i=e.columns,s=i.label[t],o=Kc(e,t,e.min_count),{a,b:l,metric:u}=n,c=(f,p,m,g)=>h`<span class="item" data-col=${f} title=${g??_o(f,n,e.level,e.fdr).title}
        ><span class="k">${p}</span> <b>${m}</b></span
      >`,d=(f,p)=>{let m=Fc(i[f][t],e.states[f][t]);return c(f,p,m.text,m.state===null?void 0:m.title)};return h`<div class="open-row" role="region" aria-label="The open label" data-row=${t} data-key=${s}>
      <b class="label" title=${s}>${s}</b>
      ${c("count","count",P(i.count[t]))} ${c("count_a",`with ${a}`,P(i.count_a[t]))}
      ${c("count_b",`with ${l}`,P(i.count_b[t]))} ${d("value_a",`${u}(${a})`)}
      ${d("value_b",`${u}(${l})`)} ${d("gap","gap")}
      ${c("bound",`${sr(e.level)} interval`,o.intervalText,o.intervalReason??void 0)}
      ${c("p_value","p",o.pText,o.pTitle)}
      ${o.significant?h`<span class="item star" data-col="significant" title=${_o("significant",n,e.level,e.fdr).title}
              >★ ${rt(e.fdr)}</span
            >`:v}
      ${o.insufficient?h`<span class="item muted" data-col="insufficient">insufficient</span>`:v}
      <button class="close" name="close_row" title="Close (Esc)" aria-label="Close the open label" @click=${()=>r.close()}>
        ×
      </button>
    </div>`}var rM="",t9={signed:"signed gap",bound:"conservative bound"},n9={auto:"fit the width",all:"all",compact:"without A and B"},iM={fdr:"fdr",minCount:"min_count"};function Pa(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var _u=class extends V{constructor(){super(),this.metrics=[],this.identities=[],this.reportMinCount=null,this.declaration=null,this.searchError=null,this.canDownload=!1,this.downloadTitle="Every row as CSV",this.fieldText={gapMin:"",gapMax:"",countMin:"",countMax:""},this.statText={fdr:"",minCount:""}}willUpdate(t){if((t.has("selection")||t.has("reportMinCount"))&&this.selection){let n={gapMin:this.selection.gap[0],gapMax:this.selection.gap[1],countMin:this.selection.count[0],countMax:this.selection.count[1]},r=null;for(let o of Object.keys(n)){let a=Pa(this.fieldText[o]);a===n[o]||Number.isNaN(a)&&n[o]===null||(r??={...this.fieldText},r[o]=n[o]===null?"":String(n[o]))}r&&(this.fieldText=r);let i={fdr:this.selection.fdr,minCount:this.selection.minCount??this.reportMinCount},s=null;for(let o of Object.keys(i)){let a=i[o];a!==null&&Pa(this.statText[o])!==a&&(s??={...this.statText},s[o]=String(a))}s&&(this.statText=s)}}statValid(t,n){return Re(this.declaration,iM[t],n)}onStatInput(t,n){this.statText={...this.statText,[t]:n.target.value}}commitStat(t){let n=Pa(this.statText[t]);this.statValid(t,n)&&n!==this.selection[t]&&this.emit({[t]:n})}statInput(t,n,r){let i=this.statText[t],s=iM[t],o=!this.statValid(t,Pa(i)),{min:a,max:l}=Dt(this.declaration,s);return h`<input
      type="number"
      class="stat ${o?"invalid":""}"
      name=${s}
      aria-label=${n}
      aria-invalid=${o?"true":"false"}
      title=${o?`${r} ${Gt(this.declaration,s)}.`:r}
      min=${a??v}
      max=${l??v}
      step=${t==="fdr"?"0.01":"1"}
      .value=${i}
      @input=${u=>this.onStatInput(t,u)}
      @change=${()=>this.commitStat(t)}
      @keydown=${u=>{u.key==="Enter"&&this.commitStat(t)}}
    />`}emit(t){this.dispatchEvent(new CustomEvent("selection-change",{detail:t,bubbles:!0,composed:!0}))}onRange(t,n){let r=n.target.value;this.fieldText={...this.fieldText,[t]:r};let i=Pa(r),s=i===null||Number.isNaN(i)?null:i,o=this.selection,a=[...o.gap],l=[...o.count];t==="gapMin"&&(a[0]=s),t==="gapMax"&&(a[1]=s),t==="countMin"&&(l[0]=s),t==="countMax"&&(l[1]=s),this.emit(t.startsWith("gap")?{gap:a}:{count:l})}rangeInput(t,n,r){let i=this.fieldText[t],s=Number.isNaN(Pa(i));return h`<input
      type="text"
      inputmode="decimal"
      class=${s?"invalid":""}
      name=${t}
      aria-label=${r}
      aria-invalid=${s?"true":"false"}
      title=${s?"Not a number: ignored":r}
      placeholder=${n}
      .value=${i}
      @input=${o=>this.onRange(t,o)}
    />`}render(){let t=this.selection;if(!t)return v;let n=this.metrics.length?this.metrics:[{name:t.metric,title:t.metric,range:null}],r=this.identities,i=r.filter(s=>s.name!==t.a);return h`
      <div class="group" role="group" aria-label="Report and comparison">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Metric</span>
          <select
            name="metric"
            @change=${s=>this.emit({metric:s.target.value})}
          >
            ${n.map(s=>h`<option .value=${s.name} .selected=${s.name===t.metric} title=${s.title}>
                  ${s.name}${s.title&&s.title!==s.name?` \u2014 ${s.title}`:""}
                </option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity A</span>
          <select
            name="a"
            @change=${s=>{let o=s.target.value;this.emit(o===t.b?{a:o,b:null}:{a:o})}}
          >
            ${r.length===0&&t.a!==null?h`<option .selected=${!0} .value=${t.a}>${t.a}</option>`:v}
            ${r.map(s=>h`<option .value=${s.name} .selected=${s.name===t.a}>${s.name} (${P(s.count)})</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity B</span>
          <select
            name="b"
            @change=${s=>{let o=s.target.value;this.emit({b:o===rM?null:o})}}
          >
            <option .value=${rM} .selected=${t.b===null}>rest (one-vs-rest)</option>
            ${i.map(s=>h`<option .value=${s.name} .selected=${s.name===t.b}>${s.name} (${P(s.count)})</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search labels (regex)</span>
          <input
            type="search"
            class="search ${this.searchError?"invalid":""}"
            name="search"
            placeholder="e.g. ^sk|board$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${this.searchError?"true":"false"}
            .value=${t.search}
            @input=${s=>this.emit({search:s.target.value})}
          />
        </label>
        <div class="field">
          <span class="name">Gap</span>
          <div class="pair">
            ${this.rangeInput("gapMin","min","minimum gap")} – ${this.rangeInput("gapMax","max","maximum gap")}
          </div>
        </div>
        <div class="field">
          <span class="name">Count c(y)</span>
          <div class="pair">
            ${this.rangeInput("countMin","min","minimum count")} – ${this.rangeInput("countMax","max","maximum count")}
          </div>
        </div>
        <label
          class="field"
          title="Which columns the table shows: all of them, or without the counts and values of identities A and B (the open row shows them); fit the width: without them when the table is too narrow for all"
        >
          <span class="name">Columns</span>
          <select name="columns" @change=${s=>this.emit({columns:s.target.value})}>
            ${Mh.map(s=>h`<option .value=${s} .selected=${t.columns===s}>${n9[s]}</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Statistics">
        <label
          class="field"
          title=${de(this.declaration,"rank_by","signed gap: the largest gaps first. bound: the end of the interval nearest zero (0 when it holds 0), so gaps that are large and certain come first.")}
        >
          <span class="name">${pe(this.declaration,"rank_by","Rank by")}</span>
          <select
            name="rank_by"
            @change=${s=>this.emit({rankBy:s.target.value})}
          >
            ${rr(this.declaration,"rank_by").map(s=>h`<option .value=${s} .selected=${t.rankBy===s}>${t9[s]??s}</option>`)}
          </select>
        </label>
        <label class="field" title=${de(this.declaration,"level","The intervals are the whiskers.")}>
          <span class="name">${pe(this.declaration,"level","Confidence level")}</span>
          <select name="level" @change=${s=>this.emit({level:Number(s.target.value)})}>
            ${(t.level===null||Ic.includes(t.level)?Ic:[...Ic,t.level].sort((s,o)=>s-o)).map(s=>h`<option .value=${String(s)} .selected=${s===t.level}>${sr(s)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">${pe(this.declaration,"fdr","FDR")}</span>
          ${this.statInput("fdr","false discovery rate q",`False discovery rate of the \u2605 marks (Benjamini-Hochberg): ${ws(this.declaration,"fdr")}.`)}
        </label>
        <label class="field">
          <span class="name">${pe(this.declaration,"min_count","Min count")}</span>
          ${this.statInput("minCount","minimum count","A row is insufficient (grey, no p-value) when the label or an identity is seen fewer times than this.")}
        </label>
        <label class="field check" title="Show only the rows marked ★">
          <input
            type="checkbox"
            name="significant_only"
            .checked=${t.significantOnly}
            @change=${s=>this.emit({significantOnly:s.target.checked})}
          />
          <span>significant only</span>
        </label>
      <span class="spacer"></span>
      <button
        class="primary"
        name="download"
        ?disabled=${!this.canDownload}
        title=${this.downloadTitle}
        @click=${()=>this.dispatchEvent(new CustomEvent("download-csv",{bubbles:!0,composed:!0}))}
      >
        Download CSV
      </button>
      <button
        class="primary"
        name="download-shown"
        ?disabled=${!this.canDownload}
        title="The rows the search and filters show, in their order, as CSV (the same columns and values as the full download)"
        @click=${()=>this.dispatchEvent(new CustomEvent("download-csv",{detail:"shown",bubbles:!0,composed:!0}))}
      >
        CSV of rows shown
      </button>
      </div>
      ${this.searchError?h`<div class="search-error" role="alert" title=${this.searchError}>
            Invalid regex, search ignored: ${this.searchError}
          </div>`:v}
    `}};_u.properties={selection:{attribute:!1},metrics:{attribute:!1},identities:{attribute:!1},reportMinCount:{attribute:!1},declaration:{attribute:!1},searchError:{attribute:!1},canDownload:{attribute:!1},downloadTitle:{attribute:!1},fieldText:{state:!0},statText:{state:!0}},_u.styles=[U,Oe,z`
      :host {
        display: flex;
        flex-direction: column;
        gap: 8px;
      }
      select[name='metric'] {
        max-width: 220px;
      }
      .pair {
        display: flex;
        align-items: center;
        gap: 4px;
      }
      .pair input {
        width: 72px;
      }
      input.search {
        width: 200px;
      }
      input.stat {
        width: 64px;
      }
      label.check {
        flex-direction: row;
        align-items: center;
        gap: 4px;
        align-self: flex-end;
        padding-bottom: 3px;
        cursor: pointer;
      }
    `];customElements.define("fairness-controls",_u);function Da(e,t,n,r){var i=arguments.length,s=i<3?t:r===null?r=Object.getOwnPropertyDescriptor(t,n):r,o;if(typeof Reflect=="object"&&typeof Reflect.decorate=="function")s=Reflect.decorate(e,t,n,r);else for(var a=e.length-1;a>=0;a--)(o=e[a])&&(s=(i<3?o(s):i>3?o(t,n,s):o(t,n))||s);return i>3&&s&&Object.defineProperty(t,n,s),s}var r9={attribute:!0,type:String,converter:al,reflect:!1,hasChanged:$c},i9=(e=r9,t,n)=>{let{kind:r,metadata:i}=n,s=globalThis.litPropertyMetadata.get(i);if(s===void 0&&globalThis.litPropertyMetadata.set(i,s=new Map),r==="setter"&&((e=Object.create(e)).wrapped=!0),s.set(n.name,e),r==="accessor"){let{name:o}=n;return{set(a){let l=t.get.call(this);t.set.call(this,a),this.requestUpdate(o,l,e,!0,a)},init(a){return a!==void 0&&this.C(o,void 0,e,a),a}}}if(r==="setter"){let{name:o}=n;return function(a){let l=this[o];t.call(this,a),this.requestUpdate(o,l,e,!0,a)}}throw Error("Unsupported decorator location: "+r)};function La(e){return(t,n)=>typeof n=="object"?i9(e,t,n):((r,i,s)=>{let o=i.hasOwnProperty(s);return i.constructor.createProperty(s,r),o?Object.getOwnPropertyDescriptor(i,s):void 0})(e,t,n)}var hn={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},uo=e=>(...t)=>({_$litDirective$:e,values:t}),ts=class{constructor(t){}get _$AU(){return this._$AM._$AU}_$AT(t,n,r){this._$Ct=t,this._$AM=n,this._$Ci=r}_$AS(t,n){return this.update(t,n)}update(t,n){return this.render(...n)}};var{I:s9}=Tw,sM=e=>e;var $p=e=>e.strings===void 0,oM=()=>document.createComment(""),Oa=(e,t,n)=>{let r=e._$AA.parentNode,i=t===void 0?e._$AB:t._$AA;if(n===void 0){let s=r.insertBefore(oM(),i),o=r.insertBefore(oM(),i);n=new s9(s,o,e,e.options)}else{let s=n._$AB.nextSibling,o=n._$AM,a=o!==e;if(a){let l;n._$AQ?.(e),n._$AM=e,n._$AP!==void 0&&(l=e._$AU)!==o._$AU&&n._$AP(l)}if(s!==i||a){let l=n._$AA;for(;l!==s;){let u=sM(l).nextSibling;sM(r).insertBefore(l,i),l=u}}}return n},ns=(e,t,n=e)=>(e._$AI(t,n),e),o9={},_p=(e,t=o9)=>e._$AH=t,aM=e=>e._$AH,Sp=e=>{e._$AR(),e._$AA.remove()};var Su=(e,t)=>{let n=e._$AN;if(n===void 0)return!1;for(let r of n)r._$AO?.(t,!1),Su(r,t);return!0},kp=e=>{let t,n;do{if((t=e._$AM)===void 0)break;n=t._$AN,n.delete(e),e=t}while(n?.size===0)},lM=e=>{for(let t;t=e._$AM;e=t){let n=t._$AN;if(n===void 0)t._$AN=n=new Set;else if(n.has(e))break;n.add(e),u9(t)}};function a9(e){this._$AN!==void 0?(kp(this),this._$AM=e,lM(this)):this._$AM=e}function l9(e,t=!1,n=0){let r=this._$AH,i=this._$AN;if(i!==void 0&&i.size!==0)if(t)if(Array.isArray(r))for(let s=n;s<r.length;s++)Su(r[s],!1),kp(r[s]);else r!=null&&(Su(r,!1),kp(r));else Su(this,e)}var u9=e=>{e.type==hn.CHILD&&(e._$AP??=l9,e._$AQ??=a9)},Tp=class extends ts{constructor(){super(...arguments),this._$AN=void 0}_$AT(t,n,r){super._$AT(t,n,r),lM(this),this.isConnected=t._$AU}_$AO(t,n=!0){t!==this.isConnected&&(this.isConnected=t,t?this.reconnected?.():this.disconnected?.()),n&&(Su(this,t),kp(this))}setValue(t){if($p(this._$Ct))this._$Ct._$AI(t,this);else{let n=[...this._$Ct._$AH];n[this._$Ci]=t,this._$Ct._$AI(n,this,0)}}disconnected(){}reconnected(){}};var uM=(e,t,n)=>{let r=new Map;for(let i=t;i<=n;i++)r.set(e[i],i);return r},cM=uo(class extends ts{constructor(e){if(super(e),e.type!==hn.CHILD)throw Error("repeat() can only be used in text expressions")}dt(e,t,n){let r;n===void 0?n=t:t!==void 0&&(r=t);let i=[],s=[],o=0;for(let a of e)i[o]=r?r(a,o):o,s[o]=n(a,o),o++;return{values:s,keys:i}}render(e,t,n){return this.dt(e,t,n).values}update(e,[t,n,r]){let i=aM(e),{values:s,keys:o}=this.dt(t,n,r);if(!Array.isArray(i))return this.ut=o,s;let a=this.ut??=[],l=[],u,c,d=0,f=i.length-1,p=0,m=s.length-1;for(;d<=f&&p<=m;)if(i[d]===null)d++;else if(i[f]===null)f--;else if(a[d]===o[p])l[p]=ns(i[d],s[p]),d++,p++;else if(a[f]===o[m])l[m]=ns(i[f],s[m]),f--,m--;else if(a[d]===o[m])l[m]=ns(i[d],s[m]),Oa(e,l[m+1],i[d]),d++,m--;else if(a[f]===o[p])l[p]=ns(i[f],s[p]),Oa(e,i[d],i[f]),f--,p++;else if(u===void 0&&(u=uM(o,p,m),c=uM(a,d,f)),u.has(a[d]))if(u.has(a[f])){let g=c.get(o[p]),y=g!==void 0?i[g]:null;if(y===null){let b=Oa(e,i[d]);ns(b,s[p]),l[p]=b}else l[p]=ns(y,s[p]),Oa(e,i[d],y),i[g]=null;p++}else Sp(i[f]),f--;else Sp(i[d]),d++;for(;p<=m;){let g=Oa(e,l[m+1]);ns(g,s[p]),l[p++]=g}for(;d<=f;){let g=i[d++];g!==null&&Sp(g)}return this.ut=o,_p(e,l),Et}});var Na=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};Na.eventName="rangeChanged";var Ia=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};Ia.eventName="visibilityChanged";var ku=class e extends Event{constructor(){super(e.eventName,{bubbles:!1})}};ku.eventName="unpinned";var Kv=class{constructor(t){this._element=null;let n=t??window;this._node=n,t&&(this._element=t)}get element(){return this._element||document.scrollingElement||document.documentElement}get scrollTop(){return this.element.scrollTop||window.scrollY}get scrollLeft(){return this.element.scrollLeft||window.scrollX}get scrollHeight(){return this.element.scrollHeight}get scrollWidth(){return this.element.scrollWidth}get viewportHeight(){return this._element?this._element.getBoundingClientRect().height:window.innerHeight}get viewportWidth(){return this._element?this._element.getBoundingClientRect().width:window.innerWidth}get maxScrollTop(){return this.scrollHeight-this.viewportHeight}get maxScrollLeft(){return this.scrollWidth-this.viewportWidth}},Rp=class extends Kv{constructor(t,n){super(n),this._clients=new Set,this._retarget=null,this._end=null,this.__destination=null,this.correctingScrollError=!1,this._checkForArrival=this._checkForArrival.bind(this),this._updateManagedScrollTo=this._updateManagedScrollTo.bind(this),this.scrollTo=this.scrollTo.bind(this),this.scrollBy=this.scrollBy.bind(this);let r=this._node;this._originalScrollTo=r.scrollTo,this._originalScrollBy=r.scrollBy,this._originalScroll=r.scroll,this._attach(t)}get _destination(){return this.__destination}get scrolling(){return this._destination!==null}scrollTo(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;this._scrollTo(r)}scrollBy(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;r.top!==void 0&&(r.top+=this.scrollTop),r.left!==void 0&&(r.left+=this.scrollLeft),this._scrollTo(r)}_nativeScrollTo(t){this._originalScrollTo.bind(this._element||window)(t)}_scrollTo(t,n=null,r=null){this._end!==null&&this._end(),t.behavior==="smooth"?(this._setDestination(t),this._retarget=n,this._end=r):this._resetScrollState(),this._nativeScrollTo(t)}_setDestination(t){let{top:n,left:r}=t;return n=n===void 0?void 0:Math.max(0,Math.min(n,this.maxScrollTop)),r=r===void 0?void 0:Math.max(0,Math.min(r,this.maxScrollLeft)),this._destination!==null&&r===this._destination.left&&n===this._destination.top?!1:(this.__destination={top:n,left:r,behavior:"smooth"},!0)}_resetScrollState(){this.__destination=null,this._retarget=null,this._end=null}_updateManagedScrollTo(t){this._destination&&this._setDestination(t)&&this._nativeScrollTo(this._destination)}managedScrollTo(t,n,r){return this._scrollTo(t,n,r),this._updateManagedScrollTo}correctScrollError(t){this.correctingScrollError=!0,requestAnimationFrame(()=>requestAnimationFrame(()=>this.correctingScrollError=!1)),this._nativeScrollTo(t),this._retarget&&this._setDestination(this._retarget()),this._destination&&this._nativeScrollTo(this._destination)}_checkForArrival(){if(this._destination!==null){let{scrollTop:t,scrollLeft:n}=this,{top:r,left:i}=this._destination;r=Math.min(r||0,this.maxScrollTop),i=Math.min(i||0,this.maxScrollLeft);let s=Math.abs(r-t),o=Math.abs(i-n);s<1&&o<1&&(this._end&&this._end(),this._resetScrollState())}}detach(t){return this._clients.delete(t),this._clients.size===0&&(this._node.scrollTo=this._originalScrollTo,this._node.scrollBy=this._originalScrollBy,this._node.scroll=this._originalScroll,this._node.removeEventListener("scroll",this._checkForArrival)),null}_attach(t){this._clients.add(t),this._clients.size===1&&(this._node.scrollTo=this.scrollTo,this._node.scrollBy=this.scrollBy,this._node.scroll=this.scrollTo,this._node.addEventListener("scroll",this._checkForArrival))}};var mM=typeof window<"u"?window.ResizeObserver:void 0;var Ru=Symbol("virtualizerRef"),Mp="virtualizer-sizer",gM,Ap=class{constructor(t){if(this._benchmarkStart=null,this._layout=null,this._clippingAncestors=[],this._scrollSize=null,this._scrollError=null,this._childrenPos=null,this._childMeasurements=null,this._toBeMeasured=new Map,this._rangeChanged=!0,this._itemsChanged=!0,this._visibilityChanged=!0,this._scrollerController=null,this._isScroller=!1,this._sizer=null,this._hostElementRO=null,this._childrenRO=null,this._mutationObserver=null,this._scrollEventListeners=[],this._scrollEventListenerOptions={passive:!0},this._loadListener=this._childLoaded.bind(this),this._scrollIntoViewTarget=null,this._updateScrollIntoViewCoordinates=null,this._items=[],this._first=-1,this._last=-1,this._firstVisible=-1,this._lastVisible=-1,this._scheduled=new WeakSet,this._measureCallback=null,this._measureChildOverride=null,this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null,this._layoutInitialized=null,this._connected=!1,!t)throw new Error("Virtualizer constructor requires a configuration object");if(t.hostElement)this._init(t);else throw new Error('Virtualizer configuration requires the "hostElement" property')}set items(t){Array.isArray(t)&&t!==this._items&&(this._itemsChanged=!0,this._items=t,this._schedule(this._updateLayout))}_init(t){this._isScroller=!!t.scroller,this._initHostElement(t);let n=t.layout||{};this._layoutInitialized=this._initLayout(n)}_initObservers(){this._mutationObserver=new MutationObserver(this._finishDOMUpdate.bind(this)),this._hostElementRO=new mM(()=>this._hostElementSizeChanged()),this._childrenRO=new mM(this._childrenSizeChanged.bind(this))}_initHostElement(t){let n=this._hostElement=t.hostElement;this._applyVirtualizerStyles(),n[Ru]=this}connected(){this._initObservers();let t=this._isScroller;this._clippingAncestors=g9(this._hostElement,t),this._scrollerController=new Rp(this,this._clippingAncestors[0]),this._schedule(this._updateLayout),this._observeAndListen(),this._connected=!0}_observeAndListen(){this._mutationObserver.observe(this._hostElement,{childList:!0}),this._hostElementRO.observe(this._hostElement),this._scrollEventListeners.push(window),window.addEventListener("scroll",this,this._scrollEventListenerOptions),this._clippingAncestors.forEach(t=>{t.addEventListener("scroll",this,this._scrollEventListenerOptions),this._scrollEventListeners.push(t),this._hostElementRO.observe(t)}),this._hostElementRO.observe(this._scrollerController.element),this._children.forEach(t=>this._childrenRO.observe(t)),this._scrollEventListeners.forEach(t=>t.addEventListener("scroll",this,this._scrollEventListenerOptions))}disconnected(){this._scrollEventListeners.forEach(t=>t.removeEventListener("scroll",this,this._scrollEventListenerOptions)),this._scrollEventListeners=[],this._clippingAncestors=[],this._scrollerController?.detach(this),this._scrollerController=null,this._mutationObserver?.disconnect(),this._mutationObserver=null,this._hostElementRO?.disconnect(),this._hostElementRO=null,this._childrenRO?.disconnect(),this._childrenRO=null,this._rejectLayoutCompletePromise("disconnected"),this._connected=!1}_applyVirtualizerStyles(){let n=this._hostElement.style;n.display=n.display||"block",n.position=n.position||"relative",n.contain=n.contain||"size layout",this._isScroller&&(n.overflow=n.overflow||"auto",n.minHeight=n.minHeight||"150px")}_getSizer(){let t=this._hostElement;if(!this._sizer){let n=t.querySelector(`[${Mp}]`);n||(n=document.createElement("div"),n.setAttribute(Mp,""),t.appendChild(n)),Object.assign(n.style,{position:"absolute",margin:"-2px 0 0 0",padding:0,visibility:"hidden",fontSize:"2px"}),n.textContent="&nbsp;",n.setAttribute(Mp,""),this._sizer=n}return this._sizer}async updateLayoutConfig(t){await this._layoutInitialized;let n=t.type||gM;if(typeof n=="function"&&this._layout instanceof n){let r={...t};return delete r.type,this._layout.config=r,!0}return!1}async _initLayout(t){let n,r;if(typeof t.type=="function"){r=t.type;let i={...t};delete i.type,n=i}else n=t;r===void 0&&(gM=r=(await Promise.resolve().then(()=>(Uv(),hM))).FlowLayout),this._layout=new r(i=>this._handleLayoutMessage(i),n),this._layout.measureChildren&&typeof this._layout.updateItemSizes=="function"&&(typeof this._layout.measureChildren=="function"&&(this._measureChildOverride=this._layout.measureChildren),this._measureCallback=this._layout.updateItemSizes.bind(this._layout)),this._layout.listenForChildLoadEvents&&this._hostElement.addEventListener("load",this._loadListener,!0),this._schedule(this._updateLayout)}startBenchmarking(){this._benchmarkStart===null&&(this._benchmarkStart=window.performance.now())}stopBenchmarking(){if(this._benchmarkStart!==null){let t=window.performance.now(),n=t-this._benchmarkStart,i=performance.getEntriesByName("uv-virtualizing","measure").filter(s=>s.startTime>=this._benchmarkStart&&s.startTime<t).reduce((s,o)=>s+o.duration,0);return this._benchmarkStart=null,{timeElapsed:n,virtualizationTime:i}}return null}_measureChildren(){let t={},n=this._children,r=this._measureChildOverride||this._measureChild;for(let i=0;i<n.length;i++){let s=n[i],o=this._first+i;(this._itemsChanged||this._toBeMeasured.has(s))&&(t[o]=r.call(this,s,this._items[o]))}this._childMeasurements=t,this._schedule(this._updateLayout),this._toBeMeasured.clear()}_measureChild(t){let{width:n,height:r}=t.getBoundingClientRect();return Object.assign({width:n,height:r},h9(t))}async _schedule(t){this._scheduled.has(t)||(this._scheduled.add(t),await Promise.resolve(),this._scheduled.delete(t),t.call(this))}async _updateDOM(t){this._scrollSize=t.scrollSize,this._adjustRange(t.range),this._childrenPos=t.childPositions,this._scrollError=t.scrollError||null;let{_rangeChanged:n,_itemsChanged:r}=this;this._visibilityChanged&&(this._notifyVisibility(),this._visibilityChanged=!1),(n||r)&&(this._notifyRange(),this._rangeChanged=!1),this._finishDOMUpdate()}_finishDOMUpdate(){this._connected&&(this._children.forEach(t=>this._childrenRO.observe(t)),this._checkScrollIntoViewTarget(this._childrenPos),this._positionChildren(this._childrenPos),this._sizeHostElement(this._scrollSize),this._correctScrollError(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_updateLayout(){this._layout&&this._connected&&(this._layout.items=this._items,this._updateView(),this._childMeasurements!==null&&(this._measureCallback&&this._measureCallback(this._childMeasurements),this._childMeasurements=null),this._layout.reflowIfNeeded(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_handleScrollEvent(){if(this._benchmarkStart&&"mark"in window.performance){try{window.performance.measure("uv-virtualizing","uv-start","uv-end")}catch(t){console.warn("Error measuring performance data: ",t)}window.performance.mark("uv-start")}this._scrollerController.correctingScrollError===!1&&this._layout?.unpin(),this._schedule(this._updateLayout)}handleEvent(t){t.type==="scroll"?(t.currentTarget===window||this._clippingAncestors.includes(t.currentTarget))&&this._handleScrollEvent():console.warn("event not handled",t)}_handleLayoutMessage(t){t.type==="stateChanged"?this._updateDOM(t):t.type==="visibilityChanged"?(this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._notifyVisibility()):t.type==="unpinned"&&this._hostElement.dispatchEvent(new ku)}get _children(){let t=[],n=this._hostElement.firstElementChild;for(;n;)n.hasAttribute(Mp)||t.push(n),n=n.nextElementSibling;return t}_updateView(){let t=this._hostElement,n=this._scrollerController?.element,r=this._layout;if(t&&n&&r){let i,s,o,a,l=t.getBoundingClientRect();i=0,s=0,o=window.innerHeight,a=window.innerWidth;let u=this._clippingAncestors.map(b=>b.getBoundingClientRect());u.unshift(l);for(let b of u)i=Math.max(i,b.top),s=Math.max(s,b.left),o=Math.min(o,b.bottom),a=Math.min(a,b.right);let c=n.getBoundingClientRect(),d={left:l.left-c.left,top:l.top-c.top},f={width:n.scrollWidth,height:n.scrollHeight},p=i-l.top+t.scrollTop,m=s-l.left+t.scrollLeft,g=Math.max(0,o-i),y=Math.max(0,a-s);r.viewportSize={width:y,height:g},r.viewportScroll={top:p,left:m},r.totalScrollSize=f,r.offsetWithinScroller=d}}_sizeHostElement(t){let r=t&&t.width!==null?Math.min(82e5,t.width):0,i=t&&t.height!==null?Math.min(82e5,t.height):0;if(this._isScroller)this._getSizer().style.transform=`translate(${r}px, ${i}px)`;else{let s=this._hostElement.style;s.minWidth=r?`${r}px`:"100%",s.minHeight=i?`${i}px`:"100%"}}_positionChildren(t){t&&t.forEach(({top:n,left:r,width:i,height:s,xOffset:o,yOffset:a},l)=>{let u=this._children[l-this._first];u&&(u.style.position="absolute",u.style.boxSizing="border-box",u.style.transform=`translate(${r}px, ${n}px)`,i!==void 0&&(u.style.width=i+"px"),s!==void 0&&(u.style.height=s+"px"),u.style.left=o===void 0?null:o+"px",u.style.top=a===void 0?null:a+"px")})}async _adjustRange(t){let{_first:n,_last:r,_firstVisible:i,_lastVisible:s}=this;this._first=t.first,this._last=t.last,this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._rangeChanged=this._rangeChanged||this._first!==n||this._last!==r,this._visibilityChanged=this._visibilityChanged||this._firstVisible!==i||this._lastVisible!==s}_correctScrollError(){if(this._scrollError){let{scrollTop:t,scrollLeft:n}=this._scrollerController,{top:r,left:i}=this._scrollError;this._scrollError=null,this._scrollerController.correctScrollError({top:t-r,left:n-i})}}element(t){return t===1/0&&(t=this._items.length-1),this._items?.[t]===void 0?void 0:{scrollIntoView:(n={})=>this._scrollElementIntoView({...n,index:t})}}_scrollElementIntoView(t){if(t.index>=this._first&&t.index<=this._last)this._children[t.index-this._first].scrollIntoView(t);else if(t.index=Math.min(t.index,this._items.length-1),t.behavior==="smooth"){let n=this._layout.getScrollIntoViewCoordinates(t),{behavior:r}=t;this._updateScrollIntoViewCoordinates=this._scrollerController.managedScrollTo(Object.assign(n,{behavior:r}),()=>this._layout.getScrollIntoViewCoordinates(t),()=>this._scrollIntoViewTarget=null),this._scrollIntoViewTarget=t}else this._layout.pin=t}_checkScrollIntoViewTarget(t){let{index:n}=this._scrollIntoViewTarget||{};n&&t?.has(n)&&this._updateScrollIntoViewCoordinates(this._layout.getScrollIntoViewCoordinates(this._scrollIntoViewTarget))}_notifyRange(){this._hostElement.dispatchEvent(new Na({first:this._first,last:this._last}))}_notifyVisibility(){this._hostElement.dispatchEvent(new Ia({first:this._firstVisible,last:this._lastVisible}))}get layoutComplete(){return this._layoutCompletePromise||(this._layoutCompletePromise=new Promise((t,n)=>{this._layoutCompleteResolver=t,this._layoutCompleteRejecter=n})),this._layoutCompletePromise}_rejectLayoutCompletePromise(t){this._layoutCompleteRejecter!==null&&this._layoutCompleteRejecter(t),this._resetLayoutCompleteState()}_scheduleLayoutComplete(){this._layoutCompletePromise&&this._pendingLayoutComplete===null&&(this._pendingLayoutComplete=requestAnimationFrame(()=>requestAnimationFrame(()=>this._resolveLayoutCompletePromise())))}_resolveLayoutCompletePromise(){this._layoutCompleteResolver!==null&&this._layoutCompleteResolver(),this._resetLayoutCompleteState()}_resetLayoutCompleteState(){this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null}_hostElementSizeChanged(){this._schedule(this._updateLayout)}_childLoaded(){}_childrenSizeChanged(t){if(this._layout?.measureChildren){for(let n of t)this._toBeMeasured.set(n.target,n.contentRect);this._measureChildren()}this._scheduleLayoutComplete(),this._itemsChanged=!1,this._rangeChanged=!1}};function h9(e){let t=window.getComputedStyle(e);return{marginTop:Ep(t.marginTop),marginRight:Ep(t.marginRight),marginBottom:Ep(t.marginBottom),marginLeft:Ep(t.marginLeft)}}function Ep(e){let t=e?parseFloat(e):NaN;return Number.isNaN(t)?0:t}function bM(e){if(e.assignedSlot!==null)return e.assignedSlot;if(e.parentElement!==null)return e.parentElement;let t=e.parentNode;return t&&t.nodeType===Node.DOCUMENT_FRAGMENT_NODE&&t.host||null}function m9(e,t=!1){let n=[],r=t?e:bM(e);for(;r!==null;)n.push(r),r=bM(r);return n}function g9(e,t=!1){let n=!1;return m9(e,t).filter(r=>{if(n)return!1;let i=getComputedStyle(r);return n=i.position==="fixed",i.overflow!=="visible"})}var Gv=e=>e,Yv=(e,t)=>h`${t}: ${JSON.stringify(e,null,2)}`,Wv=class extends Tp{constructor(t){if(super(t),this._virtualizer=null,this._first=0,this._last=-1,this._renderItem=(n,r)=>Yv(n,r+this._first),this._keyFunction=(n,r)=>Gv(n,r+this._first),this._items=[],t.type!==hn.CHILD)throw new Error("The virtualize directive can only be used in child expressions")}render(t){t&&this._setFunctions(t);let n=[];if(this._first>=0&&this._last>=this._first)for(let r=this._first;r<=this._last;r++)n.push(this._items[r]);return cM(n,this._keyFunction,this._renderItem)}update(t,[n]){this._setFunctions(n);let r=this._items!==n.items;return this._items=n.items||[],this._virtualizer?this._updateVirtualizerConfig(t,n):this._initialize(t,n),r?Et:this.render()}async _updateVirtualizerConfig(t,n){if(!await this._virtualizer.updateLayoutConfig(n.layout||{})){let i=t.parentNode;this._makeVirtualizer(i,n)}this._virtualizer.items=this._items}_setFunctions(t){let{renderItem:n,keyFunction:r}=t;n&&(this._renderItem=(i,s)=>n(i,s+this._first)),r&&(this._keyFunction=(i,s)=>r(i,s+this._first))}_makeVirtualizer(t,n){this._virtualizer&&this._virtualizer.disconnected();let{layout:r,scroller:i,items:s}=n;this._virtualizer=new Ap({hostElement:t,layout:r,scroller:i}),this._virtualizer.items=s,this._virtualizer.connected()}_initialize(t,n){let r=t.parentNode;r&&r.nodeType===1&&(r.addEventListener("rangeChanged",i=>{this._first=i.first,this._last=i.last,this.setValue(this.render())}),this._makeVirtualizer(r,n))}disconnected(){this._virtualizer?.disconnected()}reconnected(){this._virtualizer?.connected()}},yM=uo(Wv);var xi=class extends V{constructor(){super(...arguments),this.items=[],this.renderItem=Yv,this.keyFunction=Gv,this.layout={},this.scroller=!1}createRenderRoot(){return this}render(){let{items:t,renderItem:n,keyFunction:r,layout:i,scroller:s}=this;return h`${yM({items:t,renderItem:n,keyFunction:r,layout:i,scroller:s})}`}element(t){return this[Ru]?.element(t)}get layoutComplete(){return this[Ru]?.layoutComplete}scrollToIndex(t,n="start"){this.element(t)?.scrollIntoView({block:n})}};Da([La({attribute:!1})],xi.prototype,"items",void 0);Da([La()],xi.prototype,"renderItem",void 0);Da([La()],xi.prototype,"keyFunction",void 0);Da([La({attribute:!1})],xi.prototype,"layout",void 0);Da([La({reflect:!0,type:Boolean})],xi.prototype,"scroller",void 0);customElements.define("lit-virtualizer",xi);Uv();function vM(e,t,n,r){if(n<=0)return null;let i=Math.max(1,Math.floor(r)),s=o=>Math.min(n-1,Math.max(0,o));switch(e){case"ArrowDown":return t===null?0:s(t+1);case"ArrowUp":return t===null?0:s(t-1);case"PageDown":return t===null?0:s(t+i);case"PageUp":return t===null?0:s(t-i);case"Home":return 0;case"End":return n-1;default:return null}}function wM(e,t,n,r,i){let s=e*t,o=s+t,a=Math.max(t,r-i);return s<n?s:o>n+a?o-a:n}function rs(e,t,n,r){return e!==t?r(e):n==="asc"?"desc":"asc"}function is(e,t){return e?t==="asc"?"ascending":"descending":"none"}function ss(e,t){return e&&t==="asc"?"\u25B2":"\u25BC"}var Pp=24,b9=(e,t)=>t,y9=50,v9={width:0,height:Pp,marginTop:0,marginRight:0,marginBottom:0,marginLeft:0},Xv=class extends za{constructor(...t){super(...t),this._overhang=y9}get measureChildren(){return(()=>v9)}},w9={type:Xv},Ir={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1}};function Jv(e,t){e.dispatchEvent(new CustomEvent("sort-change",{detail:t,bubbles:!0,composed:!0}))}function x9(e,t,n){let{sort:r,dir:i}=e,s=t.key===r,o=h`<span class="arrow">${ss(s,i)}</span>`,a=()=>Jv(e,{column:t.key,dir:rs(t.key,r,i,n)});return h`<button
    role="columnheader"
    class=${[t.text?"text":"",t.className??""].join(" ").trim()}
    data-col=${t.key}
    aria-sort=${is(s,i)}
    title=${`${t.title}. Click to sort.`}
    @click=${a}
  >
    <span class="top">${t.text?v:o}<span class="col-name">${t.name}</span>${t.text?o:v}</span>
    ${t.sub?h`<span class="sub">${t.sub}</span>`:v}
  </button>`}function as(e,t){let{rows:n}=e;return h`<div
    role="table"
    style=${t.tableStyle??v}
    aria-rowcount=${n.length+1}
    aria-label=${t.label}
    tabindex=${t.focusable?0:v}
  >
    <div class="head" role="row" style=${t.headStyle??v}>
      ${t.columns.map(r=>"header"in r?r.header:x9(e,r,t.defaultDir))}
    </div>
    ${n.length===0?h`<div class="none">${t.empty}</div>`:t.keyByPosition?h`<lit-virtualizer
              .items=${n}
              .renderItem=${t.renderRow}
              .keyFunction=${b9}
              .layout=${w9}
            ></lit-virtualizer>`:h`<lit-virtualizer .items=${n} .renderItem=${t.renderRow}></lit-virtualizer>`}
  </div>`}var os=class{constructor(t,n){this.host=t;this.actions=n;this.row=null;this.onFocus=t=>{let n=t.composedPath()[0];if(this.row!==null||!(n instanceof HTMLElement)||n.getAttribute("role")!=="table"||!n.matches(":focus-visible"))return;let r=this.host.rows;r.length!==0&&this.set(r[Math.min(r.length-1,Math.ceil(this.host.scrollTop/Pp))])};this.onKey=t=>{if(t.defaultPrevented||t.altKey||t.ctrlKey||t.metaKey)return;let n=t.composedPath()[0],r=n instanceof Element&&n.closest("button, input, select, a")!==null;if(t.key==="Escape"){this.actions.close()&&t.preventDefault();return}let i=this.host.rows;if(t.key==="Enter"||t.key===" "){if(r||this.row===null||!i.includes(this.row))return;t.preventDefault(),this.actions.open(this.row);return}let s=this.row===null?-1:i.indexOf(this.row),o=this.headHeight(),a=this.host.clientHeight,l=vM(t.key,s<0?null:s,i.length,Math.floor((a-o)/Pp)-1);l!==null&&(t.preventDefault(),this.set(i[l]),this.host.scrollTop=wM(l,Pp,this.host.scrollTop,a,o))};t.addController(this)}hostConnected(){this.host.addEventListener("keydown",this.onKey),this.host.addEventListener("focusin",this.onFocus)}hostDisconnected(){this.host.removeEventListener("keydown",this.onKey),this.host.removeEventListener("focusin",this.onFocus)}isCursor(t){return t===this.row}set(t){t!==this.row&&(this.row=t,this.host.requestUpdate())}headHeight(){return this.host.shadowRoot?.querySelector(".head")?.offsetHeight??0}};function Dp(e,t){return h`<div class="cell mark" role="cell" data-col="significant">
    ${e?zr(t):v}
  </div>`}function zr(e){return h`<span class="sig" role="img" aria-label=${e} title=${e}>★</span>`}var ls=[Ex,z`
    :host {
      display: block;
      position: relative;
      overflow: auto;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--bg);
    }
    .head,
    .row {
      box-sizing: border-box;
      display: grid;
      width: 100%;
    }
    .head {
      position: sticky;
      top: 0;
      z-index: 1;
      background: var(--header-bg);
      border-bottom: 1px solid var(--border);
    }
    .head button {
      display: flex;
      flex-direction: column;
      align-items: flex-end;
      justify-content: center;
      gap: 1px;
      border: 0;
      background: none;
      padding: 4px 8px;
      text-align: right;
      cursor: pointer;
      font-weight: 500;
      min-width: 0;
    }
    .head button.text {
      align-items: flex-start;
      text-align: left;
    }
    lit-virtualizer {
      width: 100%;
    }
    .row {
      height: 24px;
      align-items: center;
      border-bottom: 1px solid var(--row-border);
      background: var(--bg);
    }
    .row:hover {
      background: var(--hover-bg);
    }
    [role='table']:focus {
      outline: none;
    }
    .row.cursor {
      box-shadow: inset 0 0 0 1px var(--border);
    }
    [role='table']:focus-visible .row.cursor,
    [role='table']:focus .row.cursor {
      box-shadow: inset 0 0 0 2px var(--accent);
    }
    .cell {
      padding: 0 8px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .none {
      padding: 24px;
      text-align: center;
      color: var(--muted);
    }
  `],Lp=z`
  .whisker {
    flex: none;
  }
  .whisker .bar {
    stroke: var(--whisker);
    stroke-width: 1.5;
    fill: none;
  }
  .whisker .dot {
    fill: var(--whisker-dot);
  }
  .row.significant .whisker .bar {
    stroke: var(--accent);
    stroke-width: 2;
  }
  .row.significant .whisker .dot {
    fill: var(--accent);
  }
  .cell.mark {
    padding: 0;
    text-align: center;
    color: var(--accent);
  }
  .cell.why {
    cursor: help;
  }
`;var $9=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],_9=new Set(["count_a","count_b","value_a","value_b"]),Cu=76,Op=14,S9="minmax(120px, 3fr) repeat(3, minmax(72px, 1fr)) repeat(3, minmax(92px, 1fr)) 212px minmax(64px, 1fr) 24px",k9="minmax(120px, 3fr) minmax(72px, 1fr) minmax(92px, 1fr) 212px minmax(64px, 1fr) 24px",Zv=912,xM=584,T9="fairness:rows-rendered";function R9(e,t,[n,r]){let s=b=>(b-n)/(r-n)*(Cu-6)+3,o=b=>Math.min(Cu-3,Math.max(3,b)),a=Op/2,[l,u]=e,c=s(l),d=s(u),f=o(c),p=o(d),m=c<3?`M${f+3},${a-3}L${f},${a}L${f+3},${a+3}`:`M${f},${a-3}V${a+3}`,g=d>Cu-3?`M${p-3},${a-3}L${p},${a}L${p-3},${a+3}`:`M${p},${a-3}V${a+3}`,y=t!==null&&Number.isFinite(t)?s(t):-10;return{zero:`M${s(0)},0V${Op}`,bar:`M${f},${a}H${p}${m}${g}`,dot:y,r:y>=0&&y<=Cu?2.5:0}}function C9(e){return h`<svg class="whisker" width=${Cu} height=${Op} aria-hidden="true">
    <path class="zero" d=${e.zero}></path>
    <path class="bar" d=${e.bar}></path>
    <circle class="dot" cx=${e.dot} cy=${Op/2} r=${e.r}></circle>
  </svg>`}var M9=4096,Mu=class extends V{constructor(){super();this.pendingMark=!1;this.width=0;this.resize=new ResizeObserver(n=>{this.width=n[0]?.contentRect.width??0,this.updateCompact()});this.cursor=new os(this,{open:n=>this.openRow(n),close:()=>this.open===null?!1:(this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0})),!0)});this.texts=new Map;this.rowTemplate=(n,r)=>this.renderRow(n,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="gap",this.dir="desc",this.names={a:"A",b:"B",metric:"value"},this.stats=null,this.columns="auto",this.open=null,this.compact=!1}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}updateCompact(){let n=this.columns==="compact"||this.columns==="auto"&&this.width>0&&this.width<Zv;n!==this.compact&&(this.compact=n)}openRow(n){let r=this.table;if(!r||n<0||n>=r.rows)return;this.cursor.set(n);let i=this.shadowRoot?.querySelector("[role=table]");this.dispatchEvent(new CustomEvent("row-open",{detail:{key:r.columns.label[n],opener:i},bubbles:!0,composed:!0}))}headerColumns(){let{level:n,fdr:r}=this.stats,i=_o("significant",this.names,n,r),s=h`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`;return[...$9.map(o=>({key:o,text:o==="label",className:_9.has(o)?"ab":void 0,..._o(o,this.names,n,r)})),{header:s}]}rowText(n){let r=this.texts.get(n);if(r)return r;let i=this.table,s=i.columns,o=this.stats,a=Kc(i,n,o.minCount),l=s.gap[n],u=a.interval?`${sr(o.level)} interval ${a.intervalText}; conservative bound ${a.bound===null?"\u2014":a.bound}`+(a.insufficient?`. ${a.pTitle}`:""):a.intervalReason??"",c=f=>Fc(s[f][n],i.states[f][n]),d={count:P(s.count[n]),countA:P(s.count_a[n]),countB:P(s.count_b[n]),value_a:c("value_a"),value_b:c("value_b"),gap:c("gap"),stats:a,intervalTitle:u,whisker:a.interval?R9(a.interval,typeof l=="number"?l:null,o.domain):null};return this.texts.size>=M9&&this.texts.clear(),this.texts.set(n,d),d}renderValue(n,r,i){return r.state===null?h`<div class="cell num ${i?"ab":""}" role="cell" data-col=${n} title=${r.title}>${r.text}</div>`:h`<div
      class="cell num ${i?"ab":""} state ${r.state==="undefined"?"undef":"inf"}"
      role="cell"
      data-col=${n}
      data-state=${r.state}
      title=${r.title}
    >
      ${r.text}
    </div>`}renderStats(n){let r=n.stats,i=n.intervalTitle,s=rt(this.stats.fdr);return h`<div
        class="cell num interval ${r.interval?"":"state undef"}"
        role="cell"
        data-col="interval"
        data-lower=${r.interval?String(r.interval[0]):""}
        data-upper=${r.interval?String(r.interval[1]):""}
        title=${i}
      >
        ${n.whisker?C9(n.whisker):v}<span
          class="text"
          >${r.intervalText}</span
        >
      </div>
      <div
        class="cell num ${r.p===null?"why":""} ${r.pText==="undefined"?"state undef":""}"
        role="cell"
        data-col="p_value"
        title=${r.pTitle}
      >
        ${r.pText}
      </div>
      ${Dp(r.significant,s)}`}renderRow(n,r){let i=this.table.columns,s=i.label[n],o=i.insufficient[n]===!0,a=i.significant[n]===!0,l=this.rowText(n);return h`<div
      class="row ${o?"insufficient":""} ${a?"significant":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      aria-selected=${n===this.open?"true":"false"}
      data-row=${n}
      data-pos=${r}
      data-insufficient=${o?"true":"false"}
      data-significant=${a?"true":"false"}
      title=${o?Dh(this.stats.minCount):v}
      @click=${()=>this.openRow(n)}
    >
      <div class="cell label" role="cell" data-col="label" title=${s}>${s}</div>
      <div class="cell num" role="cell" data-col="count">${l.count}</div>
      <div class="cell num ab" role="cell" data-col="count_a">${l.countA}</div>
      <div class="cell num ab" role="cell" data-col="count_b">${l.countB}</div>
      ${this.renderValue("value_a",l.value_a,!0)} ${this.renderValue("value_b",l.value_b,!0)}
      ${this.renderValue("gap",l.gap,!1)} ${this.renderStats(l)}
    </div>`}willUpdate(n){(n.has("table")||n.has("rows"))&&(n.has("table")&&(this.scrollTop=0),this.pendingMark=this.rows.length>0),n.has("columns")&&this.updateCompact();let r=this.cursorMoved();(n.has("table")||n.has("stats"))&&this.texts.clear(),(r||n.has("table")||n.has("stats")||n.has("open")||n.has("names"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}cursorMoved(){let n=this.cursor.row!==this.lastCursor;return this.lastCursor=this.cursor.row,n}updated(){if(!this.pendingMark)return;let n=this.renderRoot,r=()=>{this.pendingMark&&(n.querySelector(".row")?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(T9))):requestAnimationFrame(r))};r()}render(){return!this.table||!this.stats?v:as(this,{columns:this.headerColumns(),defaultDir:Ah,renderRow:this.rowTemplate,label:"Labels ranked by gap",empty:"No label matches the filters.",keyByPosition:!0,focusable:!0})}};Mu.properties={...Ir,names:{attribute:!1},stats:{attribute:!1},columns:{attribute:!1},open:{attribute:!1},compact:{type:Boolean,reflect:!0}},Mu.styles=[U,...ls,Lp,z`
      .head,
      .row {
        grid-template-columns: ${ct(S9)};
        min-width: ${ct(`${Zv}px`)};
      }
      lit-virtualizer {
        min-width: ${ct(`${Zv}px`)};
      }
      :host([compact]) .head,
      :host([compact]) .row {
        grid-template-columns: ${ct(k9)};
        min-width: ${ct(`${xM}px`)};
      }
      :host([compact]) lit-virtualizer {
        min-width: ${ct(`${xM}px`)};
      }
      :host([compact]) .ab {
        display: none;
      }
      .head button {
        padding: 4px 6px;
      }
      /* An unsorted head keeps no room for its arrow: narrow columns show their whole name. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .head button .top {
        max-width: 100%;
      }
      .head button .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .cell {
        padding: 0 6px;
      }
      /* The label stays in view when the table scrolls sideways. */
      .head button[data-col='label'],
      .cell.label {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head button[data-col='label'] {
        background: var(--header-bg);
      }
      .head button[data-col='label']:hover {
        background: var(--header-hover);
      }
      .cell.label {
        background: var(--bg);
        line-height: 23px;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row {
        cursor: pointer;
        /* Each row lays out and paints on its own: a search that changes the rows in view
           does not invalidate the rest of the table. */
        contain: strict;
      }
      .row.insufficient .cell.label {
        background: var(--dim-bg);
      }
      .row:hover .cell.label {
        background: var(--hover-bg);
      }
      /* The cursor's ring over the sticky label too. */
      .row.cursor {
        box-shadow: none;
      }
      .row.cursor::after {
        content: '';
        position: absolute;
        inset: 0;
        z-index: 2;
        pointer-events: none;
        box-shadow: inset 0 0 0 1px var(--border);
      }
      [role='table']:focus .row.cursor::after {
        box-shadow: inset 0 0 0 2px var(--accent);
      }
      .cell.state {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      .cell.state.inf {
        font-style: normal;
      }
      .head .mark {
        align-self: center;
        text-align: center;
        color: var(--muted);
        cursor: help;
      }
      /* The whisker at a fixed place, the text after it in a fixed width, right-aligned:
         whiskers line up whatever the width of their interval's text. */
      .cell.interval {
        display: flex;
        align-items: center;
        gap: 6px;
        padding-right: 4px;
      }
      .cell.interval .text {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        text-align: right;
        font-size: 12px;
        font-variant-numeric: tabular-nums;
      }
      .whisker {
        overflow: visible;
      }
      .whisker .zero {
        stroke: var(--chart-rule);
        stroke-dasharray: 2 2;
      }
      .row.insufficient {
        color: var(--state-fg);
        background: var(--dim-bg);
      }
      .row.insufficient:hover {
        background: var(--hover-bg);
      }
      .row.insufficient .whisker .bar {
        stroke: var(--disabled-border);
      }
      .row.insufficient .whisker .dot {
        fill: var(--disabled);
      }
      /* The open row, whatever else it is (insufficient, under the mouse). */
      .row[aria-selected='true'],
      .row[aria-selected='true']:hover,
      .row[aria-selected='true'] .cell.label {
        background: var(--selected-bg);
      }
    `];customElements.define("fairness-table",Mu);var Eu=class extends V{constructor(){super();this.chart=null;this.histogram=null,this.metric=""}willUpdate(n){(n.has("histogram")||n.has("metric"))&&(this.chart=this.draw())}draw(){let n=this.histogram;return!n||n.bins.length===0?null:Pe({width:So,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:`gap (${this.metric})`,labelAnchor:"center",labelArrow:"none",nice:!1},y:{label:"labels",labelArrow:"none",grid:!0,ticks:Math.min(5,Math.max(...n.bins.map(r=>r.count)))},marks:[Ji(n.bins,{x1:"x0",x2:"x1",y:"count",fill:_s,fillOpacity:.85,insetLeft:.5,insetRight:.5}),_t([0],{stroke:"var(--chart-rule)"}),He([0],{stroke:"var(--chart-ink)",strokeDasharray:"3,3"})]})}render(){let n=this.histogram;if(!n)return v;let{posInf:r,negInf:i,undefined:s}=n.nonFinite,o=[r?`${P(r)} at +\u221E`:"",i?`${P(i)} at \u2212\u221E`:"",s?`${P(s)} undefined`:""].filter(Boolean);return h`
      <h3>Gap distribution</h3>
      <div class="chart">${this.chart??h`<div class="muted">No finite gap to plot.</div>`}</div>
      <div class="note muted">
        ${P(n.finite)} finite gap${n.finite===1?"":"s"}${o.length?h`; not plotted: ${o.join(", ")}`:v}
      </div>
    `}};Eu.properties={histogram:{attribute:!1},metric:{attribute:!1}},Eu.styles=[U,z`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
    `];customElements.define("fairness-gap-histogram",Eu);var Au=class extends V{constructor(){super();this.chart=null;this.distribution=null,this.k=100,this.sortLabel="",this.kText="100"}willUpdate(n){n.has("k")&&Number(this.kText)!==this.k&&(this.kText=String(this.k)),n.has("distribution")&&(this.chart=this.draw())}draw(){let n=this.distribution;if(!n||n.bins.length===0)return null;let r=Math.max(1,n.topShown),i=Math.max(1,n.allShown),s=n.bins.map(o=>({x0:o.x0,x1:o.x1,top:o.top/r,all:o.all/i}));return Pe({width:So,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{type:"log",label:"c(y): examples with the label",labelAnchor:"center",labelArrow:"none"},y:{label:"share of labels",labelArrow:"none",grid:!0,percent:!0},marks:[Ji(s,{x1:"x0",x2:"x1",y:"top",fill:_s,fillOpacity:.85,insetLeft:.5,insetRight:.5}),Ji(s,{x1:"x0",x2:"x1",y:"all",fill:"none",stroke:"var(--chart-ink)",strokeWidth:1}),_t([0],{stroke:"var(--chart-rule)"})]})}onK(n){let r=n.target.value;this.kText=r;let i=Number(r);r.trim()!==""&&Number.isSafeInteger(i)&&i>=1&&this.dispatchEvent(new CustomEvent("topk-change",{detail:i,bubbles:!0,composed:!0}))}render(){let n=this.distribution;if(!n)return v;let r=Number(this.kText),i=!(this.kText.trim()!==""&&Number.isSafeInteger(r)&&r>=1);return h`
      <div class="head">
        <h3>Counts of the top</h3>
        <input
          type="text"
          inputmode="numeric"
          name="topk"
          aria-label="K"
          class=${i?"invalid":""}
          .value=${this.kText}
          @input=${s=>this.onK(s)}
        />
        <h3>labels by ${this.sortLabel}</h3>
      </div>
      <div class="chart">${this.chart??h`<div class="muted">No label with c(y) &gt; 0 to plot.</div>`}</div>
      <div class="note muted">
        <span class="key" style="background:${_s}"></span>top ${P(n.k)}${n.topMedian!==null?h` (median c(y) ${P(n.topMedian)})`:v}
        <span class="key" style="border:1px solid var(--chart-ink)"></span>all ${P(n.allShown)} shown${n.allMedian!==null?h` (median ${P(n.allMedian)})`:v}${n.zero?h`; ${P(n.zero)} of the top with c(y) = 0 not plotted`:v}
      </div>
    `}};Au.properties={distribution:{attribute:!1},k:{attribute:!1},sortLabel:{attribute:!1},kText:{state:!0}},Au.styles=[U,z`
      :host {
        display: block;
      }
      .head {
        display: flex;
        align-items: baseline;
        gap: 8px;
      }
      .head input {
        width: 64px;
        height: 22px;
      }
      .note {
        font-size: 11px;
      }
      .key {
        display: inline-block;
        width: 10px;
        height: 10px;
        margin: 0 3px 0 8px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-count-distribution",Au);var _M="label_associations",$M="gaps",E9=180,A9=400,P9=new Set(["search","gap","count"]);function D9(e){return e.metrics?.find(t=>t.name===e.metric)?.title??""}var Pu=class extends V{constructor(n){super();this.request=new ue;this.shell=new Ke(this,[this.request]);this.downloads=new bn(this,()=>this.api,()=>this.declaration);this.identitiesConfirmed=!1;this.labelSearch=null;this.search={regex:null,error:null};this.visibleList=[];this.histogram=null;this.counts=null;this.heads={a:"A",b:"B",metric:"value"};this.statsInfo=null;this.legendLines=null;this.openRow=null;this.drillOpener=null;this.chartTimer=null;this.hashTimer=null;this.hashDirty=!1;this.drawerActions={close:()=>this.closeRow()};this.onPageHide=()=>{this.hashDirty&&this.flushParams()};this.onKey=n=>{if(n.key!=="Escape"||n.defaultPrevented||this.openLabel===null)return;let r=n.composedPath()[0];r instanceof HTMLInputElement||r instanceof HTMLSelectElement||(n.preventDefault(),this.closeRow())};this.flushParams=()=>{this.hashDirty=!1,Ge(this,Ph(this.selection,this.declaration))};this.api=n??new Ut,this.info=null,this.declaration=null,this.params=[],this.selection=zc(null),this.data=null}connectedCallback(){super.connectedCallback(),window.addEventListener("pagehide",this.onPageHide),this.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("pagehide",this.onPageHide),this.removeEventListener("keydown",this.onKey),this.cancelCharts()}openLabelRow(n){this.drillOpener=n.detail.opener,this.openLabel=n.detail.key}closeRow(){let n=this.drillOpener;this.openLabel=null,this.drillOpener=null,n?.isConnected&&n.focus({preventScroll:!0})}async load(){let{run:n,tag:r,step:i}=this.report,{metric:s,a:o,b:a,level:l,fdr:u,minCount:c,rankBy:d}=this.selection,f=!this.identitiesConfirmed;this.shell.start();let p=(y,b)=>b===vo(this.declaration,y)?null:b,m={level:p("level",l),fdr:p("fdr",u),min_count:c,rank_by:p("rank_by",d)},g;try{let y=mx({run:n,tag:r,step:i,metric:s,a:o,b:a,...m});g=await this.request.run(b=>this.api.view(_M,"",y,px,b,hx))}catch(y){if(f&&(o!==null||a!==null)&&y instanceof sn&&y.status===400){this.setSelectionState({...this.selection,a:null,b:null}),this.load();return}this.data=null,this.shell.fail(y);return}g!==se&&(this.data=g,this.identitiesConfirmed=!0,(this.selection.a===null||this.selection.metric!==g.metric)&&this.setSelectionState({...this.selection,a:g.a,metric:g.metric}),this.shell.ready())}setSelectionState(n,r=!1){if(this.selection=n,!r){this.flushParams();return}if(this.hashTimer!==null){this.hashDirty=!0;return}this.flushParams(),this.hashTimer=window.setTimeout(()=>{this.hashTimer=null,this.hashDirty&&this.flushParams()},A9)}onSelectionChange(n){let r=this.selection,i={...r,...n};if(Object.keys(n).every(a=>P9.has(a))){this.setSelectionState(i,!0);return}n.rankBy!==void 0&&n.rankBy!==r.rankBy&&n.sort===void 0&&(i.sort=pl(n.rankBy),i.dir="desc"),this.setSelectionState(i),(i.rankBy!==r.rankBy||i.level!==r.level||i.fdr!==r.fdr||i.minCount!==r.minCount||i.metric!==r.metric||i.a!==r.a||i.b!==r.b)&&((i.a!==r.a||i.b!==r.b)&&(this.identitiesConfirmed=!0),this.load())}resetSelection(){this.setSelectionState(zc(this.declaration)),this.identitiesConfirmed=!1,this.report.step!==null?gn(this,{step:null}):this.load()}downloadCsv(n="all"){let r=this.data;if(!r)return;let i=n==="shown",s=Rt(["fairness",r.run,r.tag,`step${r.step}`,r.metric,r.a,"vs",r.b??"rest",i?"shown":null]),o=i?{column:"label",keys:this.visibleList.map(a=>r.columns.label[a])}:void 0;this.downloads.download(i?"download-shown":"download",{run:r.run,tag:r.tag,step:r.step,table:$M,options:Bc(r)},s,o)}willUpdate(n){if(!this.hasUpdated)this.selection=yx(this.params,this.declaration),Ge(this,Ph(this.selection,this.declaration)),this.load();else{let m=n.get("report");m&&(m.run!==this.report.run||m.tag!==this.report.tag)&&(this.identitiesConfirmed=!1),(n.has("report")&&lr(m,this.report)||n.has("info")&&ur(n.get("info"),this.info,this.report))&&this.load()}let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r===void 0,l=!a&&(r.sort!==i.sort||r.dir!==i.dir),u=a||r.search!==i.search,c=a||r.gap[0]!==i.gap[0]||r.gap[1]!==i.gap[1]||r.count[0]!==i.count[0]||r.count[1]!==i.count[1]||r.significantOnly!==i.significantOnly,d=a||r.topK!==i.topK;if(u&&(this.search=Ci(i.search)),!s){this.labelSearch=null,this.visibleList=[],this.histogram=null,this.counts=null,this.statsInfo=null,this.legendLines=null,this.openRow=null,this.cancelCharts();return}if(o&&(this.heads={a:s.a,b:s.b_label,metric:s.metric,metricTitle:D9(s)},this.statsInfo={level:s.level,fdr:s.fdr,minCount:s.min_count,domain:Tx(s)},this.legendLines=jc(s)),o||n.has("openLabel")){let m=this.openLabel===null?-1:s.columns.label.indexOf(this.openLabel);this.openRow=m<0?null:m}(o||l||this.labelSearch===null)&&(this.labelSearch=new Hc(s,$x(s,i.sort,i.dir)));let f=!1;if(o||l||u||c){let m=this.labelSearch.rows(i.search,this.search.regex,s,{gap:i.gap,count:i.count,significantOnly:i.significantOnly});_x(m,this.visibleList)||(this.visibleList=m,f=!0)}let p=!a&&!o&&!l&&!d&&r.significantOnly===i.significantOnly;f||o?p&&this.histogram!==null?this.scheduleCharts():this.updateCharts():d&&(this.counts=qc(s,this.visibleList,i.topK))}updateCharts(){this.cancelCharts();let n=this.data;n&&(this.histogram=Lh(n,this.visibleList),this.counts=qc(n,this.visibleList,this.selection.topK))}scheduleCharts(){this.cancelCharts(),this.chartTimer=window.setTimeout(()=>{let n=this.data;n&&(this.histogram=Lh(n,this.visibleList),this.requestUpdate(),this.chartTimer=window.setTimeout(()=>{this.chartTimer=null,this.data&&(this.counts=qc(this.data,this.visibleList,this.selection.topK),this.requestUpdate())},0))},E9)}cancelCharts(){this.chartTimer!==null&&clearTimeout(this.chartTimer),this.chartTimer=null}renderSummary(n){return Dx(n,this.info?.description??"",this.visibleList.length)}renderLegend(n){return Lx(n,this.legendLines)}renderDrawer(n){return nM(n,this.openRow,{api:this.api,declaration:this.declaration,heads:this.heads},this.drawerActions)}render(){let n=this.selection,r=this.data,i=r?.metrics?.length?r.metrics:rr(this.declaration,"metric").map(a=>({name:a,title:"",range:null})),s=this.shell.loading,o=`${n.sort} ${n.dir==="desc"?"\u25BC":"\u25B2"}`;return h`
      <fairness-controls
        .selection=${n}
        .metrics=${i}
        .identities=${r?.identities??[]}
        .reportMinCount=${r?.min_count??null}
        .declaration=${this.declaration}
        .searchError=${this.search.error}
        .canDownload=${r!==null&&!s&&this.downloads.pending===null}
        .downloadTitle=${mn(this.declaration,$M,r?.rows??null)+"; not only the rows the search and filters show"}
        @selection-change=${a=>this.onSelectionChange(a.detail)}
        @focusout=${()=>this.hashDirty&&this.flushParams()}
        @download-csv=${a=>this.downloadCsv(a.detail==="shown"?"shown":"all")}
        ><slot name="report" slot="report"></slot
      ></fairness-controls>
      ${this.downloads.renderError()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,a=>h`${this.renderSummary(a)} ${this.renderLegend(a)}
            <div class="main ${s?"stale":""}">
              <div class="table-column">
                <fairness-table
                  .table=${a}
                  .rows=${this.visibleList}
                  .sort=${n.sort}
                  .dir=${n.dir}
                  .names=${this.heads}
                  .stats=${this.statsInfo}
                  .columns=${n.columns}
                  .open=${this.openRow}
                  @sort-change=${l=>this.onSelectionChange({sort:l.detail.column,dir:l.detail.dir})}
                  @row-open=${l=>this.openLabelRow(l)}
                  @row-close=${()=>this.closeRow()}
                ></fairness-table>
              </div>
              <div class="side">
                <fairness-gap-histogram .histogram=${this.histogram} .metric=${a.metric}></fairness-gap-histogram>
                <fairness-count-distribution
                  .distribution=${this.counts}
                  .k=${n.topK}
                  .sortLabel=${o}
                  @topk-change=${l=>this.onSelectionChange({topK:l.detail})}
                ></fairness-count-distribution>
              </div>
            </div>
            ${this.renderDrawer(a)}`,"Loading the report\u2026")}
    `}};Pu.properties={...ar,selection:{state:!0},data:{state:!0},openLabel:{state:!0}},Pu.styles=[U,Me,Uc,Ss,ks,Ze,Px];customElements.define("fairness-associations-view",Pu);var SM={kind:_M,title:"label-association",render:(e,t)=>h`<fairness-associations-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-associations-view
    >`,hint:()=>h`No label-association reports: log one with <code>w.label_associations(…)</code>, one set of predicted
      label names per example with the identities among them (or a 0/1 matrix with <code>label_names=</code>, or
      scores with <code>threshold=</code>).`,example:`# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`};var tn=["negligible","small","medium","large"],Du=[.1,.3,.5],kM=["class","n","cramers_v","band","accuracy","worst_group","worst_group_accuracy","gap","lower","upper","p_value","significant"];function TM(e,t="view route"){j(e)||R(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&R(t,"`rows` is not a count"),j(e.model)||R(t,"no `model`"),(!j(e.columns)||!j(e.states))&&R(t,"no `columns` or `states`");let r=e.columns;for(let s of kM){let o=r[s];(!Array.isArray(o)||o.length!==n)&&R(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.cramers_v;return(!Array.isArray(i)||i.length!==n)&&R(t,`states \`cramers_v\` does not have ${n} rows`),Array.isArray(e.groups)||R(t,"no `groups`"),j(e.reasons)||R(t,"no `reasons`"),e}function RM(e,t="view route"){j(e)||R(t,"not an object");let{groups:n,labels:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&R(t,"no `groups` or `labels`");for(let i of["group_n","group_accuracy","other","counts"]){let s=e[i];(!Array.isArray(s)||s.length!==n.length)&&R(t,`\`${i}\` does not have one entry per group`)}for(let i of["correct","kept"]){let s=e[i];(!Array.isArray(s)||s.length!==r.length)&&R(t,`\`${i}\` does not have one entry per label`)}for(let i of e.counts)(!Array.isArray(i)||i.length!==r.length)&&R(t,"`counts` rows do not have one entry per label");return Array.isArray(e.mistakes)||R(t,"no `mistakes`"),e}var CM="fairness:skew-response",MM="class";function EM(e){return{run:e.run,tag:e.tag,step:e.step,mev:e.mev,level:e.level??null,fdr:e.fdr??null}}function AM(e){return{run:e.run,tag:e.tag,step:e.step,class_name:e.class,mev:e.mev,k:e.k,limit:e.limit}}var L9=["class","n","cramers_v","band","p_value","accuracy","worst_group","worst_group_accuracy","gap"],O9=["class","worst_group"],Ip=[.9,.95,.99],Qv=Object.freeze({cls:null,sort:"cramers_v",dir:"desc",search:""});function zp(e){return{...Qv,mev:Fe(e,"mev"),level:Fe(e,"level"),fdr:Fe(e,"fdr")}}function e0(e){return O9.includes(e)||e==="p_value"?"asc":"desc"}var nn={cls:"class",mev:"mev",level:"level",fdr:"fdr",sort:"sort",dir:"dir",search:"q"};function t0(e,t){let n=[];return ne(n,nn.cls,e.cls),Ve(n,nn.mev,e.mev,t),Ve(n,nn.level,e.level,t),Ve(n,nn.fdr,e.fdr,t),(e.sort!==Qv.sort||e.dir!==Qv.dir)&&(ne(n,nn.sort,e.sort),ne(n,nn.dir,e.dir)),ne(n,nn.search,e.search),n}function PM(e,t){let n=Ie(e),r=zp(t),i=n.get(nn.cls);r.cls=i===void 0||i===""?null:i,r.mev=gt(t,"mev",he(n.get(nn.mev))),r.level=gt(t,"level",he(n.get(nn.level))),r.fdr=gt(t,"fdr",he(n.get(nn.fdr)));let s=n.get(nn.sort);if(s!==void 0&&L9.includes(s)){r.sort=s;let o=n.get(nn.dir);r.dir=o==="asc"||o==="desc"?o:e0(r.sort)}return r.search=n.get(nn.search)??"",r}function N9(e){let t=0;for(;t<Du.length&&e>=Du[t];)t++;return tn[t]}function I9(e,t,n){if(t==="band"){let i=tn.indexOf(e.columns.band[n]);return i<0?NaN:i}let r=e.columns[t][n];return typeof r=="number"&&Number.isFinite(r)?r:NaN}function DM(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="class"||t==="worst_group"){let o=e.columns[t];return r.sort((a,l)=>{let u=o[a],c=o[l];return u===null||c===null?u===null&&c===null?a-l:u===null?1:-1:u<c?-i:u>c?i:a-l}),r}let s=new Float64Array(e.rows);for(let o=0;o<e.rows;o++)s[o]=I9(e,t,o);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),d=Number.isNaN(u);return c||d?c&&d?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function LM(e,t,n){return Qw(e.columns.class,t,n)}var z9={class:["class","ground truth","the ground-truth class"],n:["examples","","the examples of the class"],cramers_v:["Cram\xE9r's V","effect size","Cram\xE9r's V of the table groups \xD7 predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all); classes without V last"],band:["band","of V","negligible < 0.1 \u2264 small < 0.3 \u2264 medium < 0.5 \u2264 large"],p_value:["p","\u03C7\xB2 test",'the p-value of the chi-square test of "group and prediction independent" for this class; classes without V last'],accuracy:["accuracy","of the class","the accuracy on the examples of the class"],worst_group:["worst group","lowest accuracy","the group with the lowest accuracy on this class"],worst_group_accuracy:["its accuracy","worst group","the accuracy of the class's worst group"],gap:["gap","accuracy \u2212 worst","the accuracy of the class minus that of its worst group, in percentage points"]};function Bp(e,t,n){if(e==="interval"){let o=Ba(t);return{name:"interval",sub:`${o} of V`,title:at("interval","lower, upper",`the ${o} interval of the population V of this class (docs/statistics.md); the dot is V, dotted lines are the band edges 0.1, 0.3, 0.5`)}}if(e==="significant")return{name:"\u2605",sub:"",title:at("\u2605","significant",rt(n))};let[r,i,s]=z9[e];return{name:r,sub:i,title:at(r,e,s)}}function Ba(e){return`${Number((e*100).toPrecision(4))}%`}function OM(e,t,n){let r=e.columns,i=e.states.cramers_v[t],s=i===null&&Ce(r.cramers_v[t]),o=s?null:`Undefined: ${i&&n[i]||i||"no value of V"}`,a=r.lower?.[t],l=r.upper?.[t],u=s&&Ce(a)&&Ce(l)?[a,l]:null,c=r.p_value?.[t],d=s&&Ce(c);return{interval:u,intervalText:u?`[${u[0].toFixed(2)}, ${u[1].toFixed(2)}]`:"\u2014",p:d?c:null,pText:d?We(c):"\u2014",pTitle:d?`p = ${c} (chi-square test of "group and prediction independent")`:o??"No p-value",significant:s&&r.significant?.[t]===!0,reason:o}}function NM(e){let t=0,n=e.columns.upper??[];for(let r=0;r<e.rows;r++){let i=n[r];Ce(i)&&i>t&&(t=i)}return[0,Math.min(1,Math.max(.1,Math.ceil(t*10-1e-9)/10))]}function B9(e){let t=0,n=e.columns.p_value??[];for(let r=0;r<e.rows;r++)Ce(n[r])&&t++;return t}function IM(e){let t=B9(e);return{interval:`whiskers: ${Ba(e.level)} interval of the population V (docs/statistics.md)`,significance:xo({q:e.fdr,significant:e.significant,tested:t,unit:"class",units:"classes",what:t<e.rows?`${e.rows-t} without V`:""})}}var Np=20;function zM(e,t){let n=Object.fromEntries(tn.map(a=>[a,0])),r=new Map,i=0,s=0;for(let a=0;a<t.length;a++){let l=t[a],u=e.columns.cramers_v[l];if(typeof u!="number"||!Number.isFinite(u)){s++;continue}let c=tn.includes(e.columns.band[l]??"")?e.columns.band[l]:N9(u),f=Math.min(Np-1,Math.max(0,Math.floor(u*Np)))*tn.length+tn.indexOf(c);r.set(f,(r.get(f)??0)+1),n[c]++,i++}return{bins:[...r.entries()].sort(([a],[l])=>a-l).map(([a,l])=>{let u=Math.floor(a/tn.length);return{x0:u/Np,x1:(u+1)/Np,band:tn[a%tn.length],count:l}}),byBand:n,defined:i,undefined:s}}function BM(e){let t=0;return{panels:e.groups.map((r,i)=>{let s=e.group_n[i]??0,o=u=>s>0?u/s:0,a=e.labels.map((u,c)=>{let d=e.counts[i][c]??0;return{label:u,count:d,share:o(d),correct:e.correct[c]===!0,kept:e.kept[c]!==!1,other:!1}});if(e.other_labels>0){let u=e.other[i]??0;a.push({label:"",count:u,share:o(u),correct:!1,kept:!0,other:!0})}for(let u of a)u.share>t&&(t=u.share);let l=e.mistakes.filter(u=>u.group===r).sort((u,c)=>u.rank-c.rank);return{group:r,n:s,accuracy:e.group_accuracy[i]??null,bars:a,mistakes:l}}),maxShare:t,otherLabels:e.other_labels,totalLabels:e.total_labels,dropped:e.kept.filter(r=>r===!1).length}}var Hp="classes";function n0(e){return{mev:String(e.mev),level:String(e.level),fdr:String(e.fdr)}}function Lu(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}function HM(e,t){let n=e.sel,r=e.declaration,i=!Re(r,"mev",Lu(e.mevText)),s=!Re(r,"fdr",Lu(e.fdrText)),o=n.level===null||Ip.includes(n.level)?Ip:[...Ip,n.level].sort((a,l)=>a-l);return h`<div class="controls">
      <div class="group" role="group" aria-label="Report and noise filter">
        <slot name="report"></slot>
        <label class="field">
          <span class="name" title=${de(r,"mev")}>${pe(r,"mev")}</span>
          <input
            type="number"
            name="mev"
            min=${Dt(r,"mev").min??v}
            step="any"
            inputmode="decimal"
            class=${i?"invalid":""}
            aria-invalid=${i?"true":"false"}
            title=${i?Gt(r,"mev"):de(r,"mev","Drops the predicted labels whose smallest expected count is below it before computing V (the paper uses 5; 0 turns the filter off, as the appendix code does).")}
            .value=${e.mevText}
            @input=${a=>t.mev(a)}
          />
        </label>
        <label class="field" title=${de(r,"level","Here: the interval of V (the whiskers).")}>
          <span class="name">${pe(r,"level")}</span>
          <select name="level" @change=${a=>t.level(a)}>
            ${o.map(a=>h`<option .value=${String(a)} .selected=${a===n.level}>${Ba(a)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name" title=${de(r,"fdr")}>${pe(r,"fdr","FDR")}</span>
          <input
            type="number"
            name="fdr"
            min=${Dt(r,"fdr").min??v}
            max=${Dt(r,"fdr").max??v}
            step="0.01"
            inputmode="decimal"
            class=${s?"invalid":""}
            aria-invalid=${s?"true":"false"}
            title=${s?Gt(r,"fdr"):`False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the classes with a p-value). ${de(r,"fdr")}`}
            .value=${e.fdrText}
            @input=${a=>t.fdr(a)}
          />
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search classes (regex)</span>
          <input
            type="search"
            class="search ${e.searchError?"invalid":""}"
            name="search"
            placeholder="e.g. ^nurse|doctor$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${e.searchError?"true":"false"}
            .value=${n.search}
            @input=${a=>t.search(a.target.value)}
          />
        </label>
        <span class="spacer"></span>
        ${e.shell.renderCsvButton("download",e.canDownload,()=>t.downloadCsv("all"),`${mn(e.declaration,Hp,e.rows)}; not only the classes the search shows`)}
        ${e.shell.renderCsvButton("download-shown",e.canDownload,()=>t.downloadCsv("shown"),"The classes the search shows, in their order, as CSV (the same columns and values as the full download)","CSV of rows shown")}
        ${e.downloads.renderError()}
        ${e.searchError?h`<div class="search-error" role="alert" title=${e.searchError}>
              Invalid regex, search ignored: ${e.searchError}
            </div>`:v}
      </div>
    </div>`}var H9="higher is less biased; a long tail of large effect sizes lowers it";function FM(e,t){let[n,r]=e??[null,null];if(n===null||r===null)return v;let i=s=>(s*100).toFixed(1);return h` <span class="muted" title=${`${Math.round(t*100)}% Wilson interval`}
    >[${i(n)}, ${i(r)}]</span
  >`}function F9(e,t){let n=e.skew_size_interval;return n?h` <span
      class="interval"
      data-key="skew_size_interval"
      data-lower=${String(n[0])}
      data-upper=${String(n[1])}
      title=${`Approximate ${Math.round(t*100)}% interval of the population SkewSize: a parametric bootstrap of the classes' tables from their bias-corrected V; in simulations it covered 92\u201393% of the time (docs/statistics.md)`}
      >[${ve(n[0])}, ${ve(n[1])}]</span
    >`:e.skew_size_interval_state!=="too_noisy"?v:h` <span
    class="interval withheld"
    data-key="skew_size_interval"
    data-state="too_noisy"
    title=${e.skew_size_interval_reason??""}
    >no interval: the per-class V are too noisy</span
  >`}function VM(e){let t=e.model,n=s=>s&&e.reasons[s]||s||"undefined",r=(s,o)=>h`<span data-key=${s} data-value=${String(t[s])}>${o}</span>`,i=(s,o)=>o===null?v:h` <span class="muted">on</span> <b data-key=${s}>${o}</b>`;return h`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${t.skew_size!==null?h`<span class="value" data-key="skew_size" data-value=${String(t.skew_size)}>${ve(t.skew_size)}</span
              >${F9(t,e.level)}`:h`<span class="value undef" data-key="skew_size" data-state=${t.skew_size_state??"undefined"}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${n(t.skew_size_state)}</span>`}
        <span class="explain muted">${H9}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${r("classes_with_v",P(t.classes_with_v))} / ${r("classes",P(t.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${r("overall_accuracy",Ue(t.overall_accuracy)||"\u2014")}${FM(t.overall_accuracy_interval,e.level)} ·
            ${r("mean_accuracy",Ue(t.mean_accuracy)||"\u2014")}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${t.worst_group??""}>
            <b data-key="worst_group">${t.worst_group??"\u2014"}</b> ·
            ${r("worst_group_accuracy",Ue(t.worst_group_accuracy)||"\u2014")}${FM(t.worst_group_accuracy_interval,e.level)} ·
            ${r("gap",Ei(t.gap)||"\u2014")}
          </dd>
        </div>
        ${t.parity_state!==null?h`<div class="stat" data-key="parity_state" data-state=${t.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${n(t.parity_state)}>not defined: ${n(t.parity_state)}</dd>
            </div>`:h`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${r("demographic_parity",Yr(t.demographic_parity)||"\u2014")}${i("demographic_parity_label",t.demographic_parity_label)}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${r("equalized_odds",Yr(t.equalized_odds)||"\u2014")}${i("equalized_odds_label",t.equalized_odds_label)}
                </dd>
              </div>`}
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${e.groups.map((s,o)=>h`${o?" \xB7 ":""}<span data-group=${s.name}
                    ><b>${s.name}</b> ${P(s.n)}${s.accuracy!==null?` (${Ue(s.accuracy)})`:""}</span
                  >`)}
          </dd>
        </div>
      </dl>
    </section>`}var KM=z`
    input[name='mev'],
    input[name='fdr'] {
      width: 72px;
    }
    .stats-legend {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 16px;
      font-size: 12px;
      color: var(--muted);
    }
    .stats-legend .star {
      color: var(--accent);
    }
    input.search {
      width: 200px;
    }
    .headline {
      display: flex;
      flex-wrap: wrap;
      gap: 8px 28px;
      align-items: flex-start;
      padding: 10px 12px;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--surface);
    }
    .headline .skew {
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-width: 220px;
      max-width: 300px;
    }
    .headline .skew .value {
      font-size: 26px;
      font-weight: 500;
      line-height: 1.1;
      font-variant-numeric: tabular-nums;
    }
    .headline .skew .value.undef {
      font-size: 18px;
      color: var(--muted);
      font-style: italic;
    }
    .headline .skew .interval {
      font-size: 13px;
      font-variant-numeric: tabular-nums;
    }
    .headline .skew .interval.withheld {
      color: var(--muted);
      font-style: italic;
      cursor: help;
    }
    .headline .explain {
      font-size: 12px;
    }
    .stats {
      display: grid;
      grid-template-columns: repeat(3, minmax(170px, 1fr));
      gap: 8px 24px;
      flex: 1;
      min-width: 300px;
      margin: 0;
    }
    .stat dt {
      font-size: 11px;
      color: var(--muted);
      letter-spacing: 0.02em;
    }
    .stat dd {
      margin: 0;
      font-variant-numeric: tabular-nums;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .stat b {
      font-weight: 500;
    }
    .summary {
      min-height: 18px;
    }
    .main {
      flex: 1 0 340px;
      min-height: 340px;
      display: flex;
      gap: 16px;
    }
    fairness-skew-table {
      flex: 1;
      min-width: 0;
    }
    .side {
      width: 344px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 12px;
    }
    .hint {
      font-size: 12px;
    }
    @media (max-width: 900px) {
      .main {
        flex-direction: column;
      }
      fairness-skew-table {
        min-height: 340px;
      }
      .side {
        width: auto;
      }
    }
`;var V9="Sorted last in both directions and left out of SkewSize.",K9=["class","n","cramers_v","band","interval","p_value","mark","accuracy","worst_group","worst_group_accuracy","gap"],r0=64,i0=14,j9="minmax(100px, 3fr) minmax(72px, 1fr) minmax(90px, 1fr) minmax(88px, 1fr) 150px minmax(60px, 1fr) 24px minmax(76px, 1fr) minmax(90px, 2fr) minmax(84px, 1fr) minmax(76px, 1fr)",jM=910;function q9([e,t],n,[r,i]){let o=d=>Math.min(r0-3,Math.max(3,(d-r)/(i-r)*(r0-6)+3)),a=i0/2,l=o(e),u=o(t),c=[.1,.3,.5].filter(d=>d<i).map(d=>`M${o(d)},1V${i0-1}`).join("");return h`<svg class="whisker" width=${r0} height=${i0} aria-hidden="true">
    <path class="edge" d=${c}></path>
    <path class="bar" d=${`M${l},${a}H${u}M${l},${a-3}V${a+3}M${u},${a-3}V${a+3}`}></path>
    <circle class="dot" cx=${o(n)} cy=${a} r="2.5"></circle>
  </svg>`}var Ou=class extends V{constructor(){super();this.cursor=new os(this,{open:n=>this.openRow(n),close:()=>this.closeDrillDown()});this.rowTemplate=(n,r)=>this.renderRow(n,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="cramers_v",this.dir="desc",this.reasons={},this.selected=null,this.stats=null}openRow(n){let r=this.table;!r||n<0||n>=r.rows||(this.cursor.set(n),this.dispatchEvent(new CustomEvent("class-select",{detail:r.columns.class[n],bubbles:!0,composed:!0})))}closeDrillDown(){if(this.selected===null)return!1;let r=this.getRootNode().querySelector?.("fairness-skew-class");return r?(r.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0})),!0):!1}columns(){let{level:n,fdr:r}=this.stats,i=Bp("significant",n,r),s=h`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`,o=Bp("interval",n,r),a=h`<span class="interval" role="columnheader" data-col="interval" title=${o.title}>
      <span class="top"><span class="col-name">${o.name}</span></span>
      <span class="sub">${o.sub}</span>
    </span>`;return K9.map(l=>l==="mark"?{header:s}:l==="interval"?{header:a}:{key:l,text:l==="class"||l==="worst_group",...Bp(l,n,r)})}numberCell(n,r,i,s,o=String(r)){return r===null||!Number.isFinite(r)?h`<div class="cell num undef" role="cell" data-col=${n} data-state="undefined" title=${s}>
        undefined
      </div>`:h`<div class="cell num" role="cell" data-col=${n} data-v=${String(r)} title=${o}>${i}</div>`}renderRow(n,r){let i=this.table,s=i.columns,o=s.class[n],a=s.cramers_v[n],l=i.states.cramers_v[n],u=s.dropped_groups?.[n]??0,c=u?` ${P(u)} group${u===1?"":"s"} left out: too small for the noise filter.`:"",d=`Undefined: ${l&&this.reasons[l]||l||"no value"}.${c} ${V9}`,f=`V = ${a}, over ${s.table_rows[n]} groups x ${s.table_columns[n]} predicted labels.${c}`,p=`Undefined: ${this.reasons.no_examples??"no examples of this class"}.`,m=s.band[n],g=s.worst_group[n],y=o===this.selected,b=OM(i,n,this.reasons),w=rt(this.stats.fdr);return h`<div
      class="row ${b.significant?"significant":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      aria-selected=${y?"true":"false"}
      data-row=${n}
      data-pos=${r}
      data-significant=${b.significant?"true":"false"}
      @click=${()=>this.openRow(n)}
    >
      <div class="cell" role="cell" data-col="class" title=${o}>${o}</div>
      <div class="cell num" role="cell" data-col="n">${P(s.n[n])}</div>
      ${this.numberCell("cramers_v",a,Yr(a),d,f)}
      ${m?h`<div class="cell" role="cell" data-col="band" data-band=${m}>
            <span class="chip" style="background:${Ts[m]}"></span>${m}
          </div>`:h`<div class="cell undef" role="cell" data-col="band" title=${d}>—</div>`}
      ${b.interval&&a!==null?h`<div
            class="cell interval"
            role="cell"
            data-col="interval"
            data-lower=${String(b.interval[0])}
            data-upper=${String(b.interval[1])}
            title=${`V = ${a}; ${Ba(this.stats.level)} interval of the population V: [${b.interval[0]}, ${b.interval[1]}]`}
          >
            ${q9(b.interval,a,this.stats.domain)}<span class="text">${b.intervalText}</span>
          </div>`:h`<div class="cell interval undef" role="cell" data-col="interval" title=${b.reason??"No interval"}>—</div>`}
      <div class="cell num ${b.p===null?"why undef":""}" role="cell" data-col="p_value" data-value=${b.p===null?"":String(b.p)} title=${b.pTitle}>
        ${b.pText}
      </div>
      ${Dp(b.significant,w)}
      ${this.numberCell("accuracy",s.accuracy[n],Ue(s.accuracy[n]),p)}
      <div class="cell" role="cell" data-col="worst_group" title=${g??""}>${g??"\u2014"}</div>
      ${this.numberCell("worst_group_accuracy",s.worst_group_accuracy[n],Ue(s.worst_group_accuracy[n]),p)}
      ${this.numberCell("gap",s.gap[n],Ei(s.gap[n]),p)}
    </div>`}willUpdate(n){let r=this.cursor.row!==this.lastCursor;this.lastCursor=this.cursor.row,(r||n.has("table")||n.has("stats")||n.has("selected")||n.has("reasons"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}updated(n){let r=n.has("table")&&n.get("table")==null;if(this.selected===null||!(n.has("selected")||r)||!this.table)return;let i=this.table.columns.class,s=this.rows.findIndex(l=>i[l]===this.selected),o=this.renderRoot.querySelector("lit-virtualizer");if(s<0||!o)return;(async()=>{await o.updateComplete,await o.layoutComplete,o.element(s)?.scrollIntoView({block:"nearest"})})().catch(()=>{})}render(){return!this.table||!this.stats?v:as(this,{columns:this.columns(),defaultDir:e0,renderRow:this.rowTemplate,label:"Classes by Cram\xE9r's V",empty:this.table.rows===0?"This report has no classes.":"No class matches the search.",keyByPosition:!0,focusable:!0})}};Ou.properties={...Ir,reasons:{attribute:!1},selected:{attribute:!1},stats:{attribute:!1}},Ou.styles=[U,...ls,Lp,z`
      .head,
      .row {
        grid-template-columns: ${ct(j9)};
        min-width: ${ct(`${jM}px`)};
      }
      .head button {
        padding: 4px 6px 4px 4px;
      }
      /* An unsorted head keeps no room for its arrow: narrow columns show their whole name. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .cell {
        padding: 0 6px;
      }
      /* The class stays in view when the table scrolls sideways. */
      .head button[data-col='class'],
      .cell[data-col='class'] {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head button[data-col='class'] {
        background: var(--header-bg);
      }
      .head button[data-col='class']:hover {
        background: var(--header-hover);
      }
      .cell[data-col='class'] {
        background: var(--bg);
        line-height: 23px;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row:hover .cell[data-col='class'] {
        background: var(--hover-bg);
      }
      .head button .top {
        max-width: 100%;
        overflow: hidden;
      }
      .head button .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .head .mark {
        align-self: center;
        text-align: center;
        color: var(--accent);
        cursor: help;
      }
      .head .interval {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        justify-content: center;
        gap: 1px;
        padding: 4px 8px;
        font-weight: 500;
        cursor: help;
      }
      lit-virtualizer {
        min-width: ${ct(`${jM}px`)};
      }
      .row {
        cursor: pointer;
        contain: strict;
      }
      .row[aria-selected='true'],
      .row[aria-selected='true'] .cell[data-col='class'] {
        background: var(--selected-bg);
      }
      .row[aria-selected='true'] .cell[data-col='class'] {
        box-shadow: inset 3px 0 0 var(--accent);
      }
      /* The cursor's ring over the sticky class too. */
      .row.cursor {
        box-shadow: none;
      }
      .row.cursor::after {
        content: '';
        position: absolute;
        inset: 0;
        z-index: 2;
        pointer-events: none;
        box-shadow: inset 0 0 0 1px var(--border);
      }
      [role='table']:focus .row.cursor::after {
        box-shadow: inset 0 0 0 2px var(--accent);
      }
      .cell.undef {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      /* The whisker at a fixed place, its text after it right-aligned in the rest. */
      .cell.interval {
        display: flex;
        align-items: center;
        gap: 6px;
        font-size: 12px;
        font-variant-numeric: tabular-nums;
      }
      .cell.interval .text {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        text-align: right;
      }
      .whisker .edge {
        stroke: var(--disabled-border);
        stroke-dasharray: 1 2;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 5px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-table",Ou);var Nu=class extends V{constructor(){super();this.chart=null;this.histogram=null,this.marker=null}willUpdate(n){(n.has("histogram")||n.has("marker"))&&(this.chart=this.draw())}draw(){let n=this.histogram;if(!n||n.bins.length===0)return null;let r=Math.max(...n.bins.map(i=>i.count));return Pe({width:So,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[0,1],label:"Cram\xE9r's V",labelAnchor:"center",labelArrow:"none",ticks:5},y:{label:"classes",labelArrow:"none",grid:!0,ticks:Math.min(5,r)},color:{domain:[...tn],range:tn.map(i=>Ts[i])},marks:[Ji(n.bins,{x1:"x0",x2:"x1",y:"count",fill:"band",insetLeft:.5,insetRight:.5,title:i=>`${i.count} class${i.count===1?"":"es"} with V in [${i.x0.toFixed(2)}, ${i.x1.toFixed(2)}) (${i.band})`}),He(Du,{stroke:"var(--chart-rule)",strokeDasharray:"2,3"}),_t([0],{stroke:"var(--chart-rule)"}),...this.marker!==null?[He([this.marker],{stroke:"var(--fg)",strokeWidth:1.5,title:()=>"the selected class"})]:[]]})}render(){let n=this.histogram;return n?h`
      <h3>Effect sizes by class</h3>
      <div class="chart">${this.chart??h`<div class="muted">No class with a value of V to plot.</div>`}</div>
      <div class="legend">
        ${tn.map(r=>h`<span data-band=${r}
              ><span class="key" style="background:${Ts[r]}"></span>${r} ${P(n.byBand[r])}</span
            >`)}
      </div>
      <div class="note muted">
        ${this.marker!==null?"The solid line marks the selected class. ":""}${P(n.defined)} class${n.defined===1?"":"es"} with V${n.undefined?`; ${P(n.undefined)} undefined, not plotted`:""}
      </div>
    `:h``}};Nu.properties={histogram:{attribute:!1},marker:{attribute:!1}},Nu.styles=[U,z`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 10px;
        font-size: 11px;
        margin-top: 2px;
      }
      .key {
        display: inline-block;
        width: 10px;
        height: 10px;
        border-radius: 2px;
        margin-right: 4px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-histogram",Nu);var Iu=class extends V{constructor(){super();this.panels=null;this.cls="",this.data=null,this.status="loading",this.error=null,this.reasons={}}willUpdate(n){n.has("data")&&(this.panels=this.data?BM(this.data):null)}close(){this.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0}))}renderBar(n,r,i){let s=r>0?n.share/r*100:0,o=n.other?`other (${P(i)} more label${i===1?"":"s"})`:n.label,a=[n.correct?"the correct label":"",n.kept?"":"dropped from V by the mev filter (an expected count below mev)"].filter(Boolean),l=`${o}: ${P(n.count)} (${Ue(n.share)} of the group)${a.length?" \u2014 "+a.join("; "):""}`,u=["bar-row",n.correct?"correct":"",n.kept?"":"dropped",n.other?"other":""].filter(Boolean).join(" ");return h`<div
      class=${u}
      role="listitem"
      data-label=${n.other?v:n.label}
      data-other=${n.other?"true":v}
      data-count=${n.count}
      data-share=${n.share}
      data-correct=${n.correct?"true":"false"}
      data-kept=${n.kept?"true":"false"}
      title=${l}
    >
      <span class="label">${o}${n.correct?" \u2713":""}</span>
      <span class="track"><span class="fill" style="width: ${s.toFixed(2)}%"></span></span>
      <span class="val">${Ue(n.share)} (${P(n.count)})</span>
    </div>`}renderPanel(n,r){return h`<div class="panel" data-group=${n.group}>
      <h4 title=${n.group}>${n.group}</h4>
      <div class="meta muted">
        n = ${P(n.n)}${n.accuracy!==null?h` · accuracy ${Ue(n.accuracy)}`:v}
      </div>
      <div class="bars" role="list" aria-label=${`Predicted labels for group ${n.group}`}>
        ${n.bars.map(i=>this.renderBar(i,r.maxShare,r.otherLabels))}
      </div>
      <h5>Most frequent mistakes</h5>
      ${n.mistakes.length?h`<table class="mistakes">
            <colgroup>
              <col class="rank" />
              <col />
              <col class="count" />
              <col class="share" />
            </colgroup>
            <thead>
              <tr>
                <th class="num">rank</th>
                <th>label</th>
                <th class="num">count</th>
                <th class="num">share</th>
              </tr>
            </thead>
            <tbody>
              ${n.mistakes.map(i=>h`<tr data-rank=${i.rank} data-label=${i.label} data-count=${i.count} data-share=${i.share}>
                    <td class="num">${i.rank}</td>
                    <td title=${i.label}>${i.label}</td>
                    <td class="num">${P(i.count)}</td>
                    <td class="num" title=${String(i.share)}>${Ue(i.share)}</td>
                  </tr>`)}
            </tbody>
          </table>`:h`<div class="muted">No mistakes in this group.</div>`}
    </div>`}renderHeader(n){let r=v;n&&(r=n.cramers_v!==null?h`<span data-key="cramers_v" data-value=${n.cramers_v}
              >V = <b>${Yr(n.cramers_v)}</b>
              ${n.band?h`<span><span class="chip" style="background:${Ts[n.band]}"></span>${n.band}</span>`:v}</span
            >`:h`<span data-key="cramers_v" data-state=${n.state??"undefined"} class="muted"
              >V undefined: ${n.state&&this.reasons[n.state]||n.state}</span
            >`);let i=this.panels;return h`<header>
      <h3 title=${this.cls}>${this.cls}</h3>
      ${r}
      ${n&&i?h`<span class="muted"
            >${n.groups.length} group${n.groups.length===1?"":"s"} × ${P(n.total_labels)} predicted
            label${n.total_labels===1?"":"s"}${i.dropped?h`; <span data-key="dropped">${i.dropped} dropped by mev = ${n.mev}</span>`:v}${i.otherLabels?`; ${P(i.otherLabels)} least frequent summed in \u201Cother\u201D`:""}</span
          >`:v}
      <button class="primary close" name="close-class" title="Close the drill-down" @click=${()=>this.close()}>
        Close
      </button>
    </header>`}render(){let n=this.data,r=this.panels;return h`
      ${this.renderHeader(n)}
      ${this.status==="error"?h`<div class="message error" role="alert"><div class="text">${this.error}</div></div>`:v}
      ${n&&r?h`<div class="body ${this.status==="loading"?"stale":""}">
            <div class="groups">${r.panels.map(i=>this.renderPanel(i,r))}</div>
            <div class="key muted">
              <span><span class="swatch" style="background:#43a047"></span>the correct label</span>
              <span><span class="swatch" style="background:#90a4ae"></span>a mistake</span>
              <span
                ><span class="swatch" style="background:repeating-linear-gradient(135deg, var(--stripe-a) 0 3px, var(--stripe-b) 3px 6px)"></span
                >dropped from V by the mev filter</span
              >
              <span>bars: share of the group's examples, one scale for all groups</span>
            </div>
            <slot name="history"></slot>
          </div>`:this.status==="loading"?h`<div class="loading">Loading the class…</div>`:v}
    `}};Iu.properties={cls:{attribute:!1},data:{attribute:!1},status:{reflect:!0,attribute:"data-status"},error:{attribute:!1},reasons:{attribute:!1}},Iu.styles=[U,Me,z`
      :host {
        display: block;
        border: 1px solid var(--border);
        border-top: 3px solid var(--accent);
        border-radius: 2px;
        padding: 10px 12px 12px;
        background: var(--bg);
      }
      header {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 4px 14px;
        margin-bottom: 8px;
      }
      header h3 {
        margin: 0;
        font-size: 14px;
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      header .close {
        margin-left: auto;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 4px;
        vertical-align: -1px;
      }
      .body.stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
      }
      .groups {
        display: flex;
        gap: 20px;
        overflow-x: auto;
        padding-bottom: 4px;
      }
      .panel {
        flex: 1 1 0;
        min-width: 300px;
      }
      .panel h4 {
        font-size: 13px;
        font-weight: 500;
        margin: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .panel .meta {
        font-size: 12px;
        margin-bottom: 6px;
      }
      .bars {
        display: grid;
        grid-template-columns: minmax(80px, 38%) 1fr 96px;
        align-items: center;
        column-gap: 6px;
        row-gap: 2px;
        font-size: 12px;
      }
      .bar-row {
        display: contents;
      }
      .bar-row .label {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .bar-row.correct .label {
        font-weight: 500;
        color: var(--good);
      }
      .track {
        height: 12px;
        background: var(--header-bg);
        border-radius: 1px;
      }
      .fill {
        display: block;
        height: 100%;
        background: #90a4ae;
        border-radius: 1px;
      }
      .bar-row.correct .fill {
        background: #43a047;
      }
      .bar-row.dropped .fill {
        background: repeating-linear-gradient(135deg, var(--stripe-a) 0 3px, var(--stripe-b) 3px 6px);
      }
      .bar-row.dropped .label {
        color: var(--muted);
        text-decoration: line-through dotted;
      }
      .bar-row.other .label {
        font-style: italic;
        color: var(--muted);
      }
      .bar-row .val {
        text-align: right;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      h5 {
        font-size: 12px;
        font-weight: 500;
        margin: 10px 0 2px;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-size: 12px;
        table-layout: fixed;
      }
      th,
      td {
        padding: 2px 6px;
        border-bottom: 1px solid var(--row-border);
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      th {
        font-weight: 500;
        text-align: left;
        color: var(--muted);
      }
      th.num,
      td.num {
        text-align: right;
      }
      col.rank {
        width: 40px;
      }
      col.count {
        width: 64px;
      }
      col.share {
        width: 64px;
      }
      .key {
        font-size: 11px;
        margin-top: 8px;
        display: flex;
        flex-wrap: wrap;
        gap: 2px 14px;
      }
      .swatch {
        display: inline-block;
        width: 14px;
        height: 10px;
        margin-right: 4px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-class",Iu);var s0="skew_size",U9=20,zu=class extends V{constructor(n){super();this.request=new ue;this.classRequest=new ue;this.shell=new Ke(this,[this.request,this.classRequest]);this.downloads=new bn(this,()=>this.api,()=>this.declaration);this.controlsActions={mev:n=>this.onMevInput(n),level:n=>this.onLevel(n),fdr:n=>this.onFdrInput(n),search:n=>this.setSelectionState({...this.selection,search:n}),downloadCsv:n=>this.downloadCsv(n)};this.revealClass=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.domain=[0,1];this.api=n??new Ut,this.info=null,this.declaration=null,this.params=[],this.selection=zp(null),this.data=null,this.classData=null,this.classStatus="loading",this.classError=null,this.mevText="",this.fdrText=""}async load(){let{run:n,tag:r,step:i}=this.report,{mev:s,level:o,fdr:a}=this.selection;this.shell.start(),this.selection.cls!==null&&(this.classStatus="loading");let l;try{let c=EM({run:n,tag:r,step:i,mev:s,level:o,fdr:a});l=await this.request.run(d=>this.api.view(s0,"",c,TM,d,CM))}catch(c){this.classRequest.cancel(),this.data=null,this.classData=null,this.shell.fail(c);return}if(l===se)return;this.data=l,this.selection.mev===null&&this.mevText===""&&(this.mevText=String(l.mev)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(l.fdr)),this.shell.ready();let u=this.selection.cls;u!==null&&(l.columns.class.includes(u)?this.loadClass():this.closeClass())}async loadClass(){let n=this.selection.cls;if(n===null)return;let{run:r,tag:i,step:s}=this.report,o=this.selection.mev;this.classStatus="loading",this.classError=null;let a;try{let l=AM({run:r,tag:i,step:s,mev:o,class:n,k:null,limit:U9});a=await this.classRequest.run(u=>this.api.view(s0,MM,l,RM,u))}catch(l){this.classData=null,this.classError=Pt(l),this.classStatus="error";return}a!==se&&(this.classData=a,this.classStatus="ready")}setSelectionState(n){this.selection=n,Ge(this,t0(n,this.declaration))}selectClass(n){if(n===this.selection.cls&&this.classStatus!=="error"){this.revealClass=!0,this.requestUpdate();return}this.setSelectionState({...this.selection,cls:n}),this.classData=null,this.revealClass=!0,this.loadClass()}closeClass(){this.classRequest.cancel(),this.classData=null,this.classError=null,this.setSelectionState({...this.selection,cls:null})}onMevInput(n){let r=n.target.value;this.mevText=r;let i=Lu(r);!Re(this.declaration,"mev",i)||i===this.selection.mev||(this.setSelectionState({...this.selection,mev:i}),this.load())}onFdrInput(n){let r=n.target.value;this.fdrText=r;let i=Lu(r);!Re(this.declaration,"fdr",i)||i===this.selection.fdr||(this.setSelectionState({...this.selection,fdr:i}),this.load())}onLevel(n){let r=Number(n.target.value);r!==this.selection.level&&(this.setSelectionState({...this.selection,level:r}),this.load())}resetSelection(){this.setSelectionState(zp(this.declaration)),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),this.closeClass(),this.report.step!==null?gn(this,{step:null}):this.load()}downloadCsv(n="all"){let r=this.data;if(!r)return;let i=n==="shown",s=Rt(["fairness",r.run,r.tag,`step${r.step}`,"skew",`mev${r.mev}`,i?"shown":null]),o={run:r.run,tag:r.tag,step:r.step,table:Hp,options:n0(r)},a=i?{column:"class",keys:this.visibleList.map(l=>r.columns.class[l])}:void 0;this.downloads.download(i?"download-shown":"download",o,s,a)}willUpdate(n){this.hasUpdated?(n.has("report")&&lr(n.get("report"),this.report)||n.has("info")&&ur(n.get("info"),this.info,this.report))&&this.load():(this.selection=PM(this.params,this.declaration),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),Ge(this,t0(this.selection,this.declaration)),this.load());let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r!==void 0&&(r.sort!==i.sort||r.dir!==i.dir),l=r===void 0||r.search!==i.search;if(l&&(this.search=Ci(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null;return}o&&(this.domain=NM(s)),(o||a||this.order===null)&&(this.order=DM(s,i.sort,i.dir)),(o||a||l)&&(this.visible=LM(s,this.order,this.search.regex),this.visibleList=Array.from(this.visible),this.histogram=zM(s,this.visible))}updated(){if(!this.revealClass)return;let n=this.renderRoot.querySelector("fairness-skew-class");n&&(this.revealClass=!1,n.scrollIntoView({block:"nearest",behavior:"smooth"}))}selectedV(){let n=this.data,r=this.selection.cls;if(!n||r===null)return null;let i=n.columns.cramers_v[n.columns.class.indexOf(r)];return typeof i=="number"&&Number.isFinite(i)?i:null}renderControls(){return HM({sel:this.selection,declaration:this.declaration,mevText:this.mevText,fdrText:this.fdrText,searchError:this.search.error,rows:this.data?.rows??null,canDownload:this.data!==null&&this.downloads.pending===null,shell:this.shell,downloads:this.downloads},this.controlsActions)}renderSummary(n){let r=this.info?.description??"";return h`<div class="summary" data-shown=${this.visible.length} data-total=${n.rows}>
      ${r?h`<span class="description">${r}</span>`:v}
      <span
        ><b>N</b> = ${P(n.model.n)} ${At(n.model.n,"example")} · step ${n.step} ·
        <span class="mev" title=${de(this.declaration,"mev")}>min expected count ${n.mev}</span></span
      >
      ${Di(this.visible.length,n.rows,At(n.rows,"class","classes"))}
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`}renderLegend(n){let r=IM(n);return h`<div class="stats-legend" data-significant=${n.significant} data-level=${n.level} data-q=${n.fdr}>
      <span class="interval">${r.interval}</span>
      <span class="significance">${hl(r.significance)}</span>
    </div>`}renderHistory(n,r){return h`<fairness-row-drilldown
      slot="history"
      variant="section"
      .api=${this.api}
      .tag=${n.tag}
      .run=${n.run}
      .step=${n.step}
      .rowKey=${r}
      .options=${n0(n)}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
    ></fairness-row-drilldown>`}render(){let n=this.selection,r=this.data,i=this.shell.loading;return h`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,s=>h`<div class="body">
            <div class=${i?"stale":""}>${VM(s)}</div>
            ${this.renderSummary(s)} ${this.renderLegend(s)}
            <div class="main ${i?"stale":""}">
              <fairness-skew-table
                .table=${s}
                .rows=${this.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .reasons=${s.reasons}
                .selected=${n.cls}
                .stats=${{level:s.level,fdr:s.fdr,domain:this.domain}}
                @sort-change=${o=>this.setSelectionState({...this.selection,sort:o.detail.column,dir:o.detail.dir})}
                @class-select=${o=>this.selectClass(o.detail)}
              ></fairness-skew-table>
              <div class="side">
                <fairness-skew-histogram
                  .histogram=${this.histogram}
                  .marker=${this.selectedV()}
                ></fairness-skew-histogram>
                <div class="hint muted">
                  Cramér's V of a class measures how much the model's predictions for it depend on the group.
                  SkewSize is the skewness of V over classes: a few classes with large V (a long right tail)
                  lower it.
                </div>
              </div>
            </div>
            ${n.cls!==null?h`<fairness-skew-class
                  .cls=${n.cls}
                  .data=${this.classData}
                  .status=${this.classStatus}
                  .error=${this.classError}
                  .reasons=${s.reasons}
                  @class-close=${()=>this.closeClass()}
                  >${this.renderHistory(s,n.cls)}</fairness-skew-class
                >`:v}
          </div>`,"Loading the report\u2026")}
    `}};zu.properties={...ar,selection:{state:!0},data:{state:!0},classData:{state:!0},classStatus:{state:!0},classError:{state:!0},mevText:{state:!0},fdrText:{state:!0}},zu.styles=[U,Oe,Me,Ss,Oh,ks,Ze,KM];customElements.define("fairness-skew-view",zu);var qM={kind:s0,title:"SkewSize",render:(e,t)=>h`<fairness-skew-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-skew-view
    >`,hint:()=>h`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,example:`# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`};var o0="slices",W9="slices",UM="error_rate",G9=" & ";function Fp(e){return e!==null&&e.views.includes(`${e.name}/${o0}`)}var Y9=["rank","slice","size","value","rest","gap","q_value","significant","folded","error_rate","score"],ut={metric:"slice_metric",className:"slice_class",maxLevel:"slice_level",minSize:"slice_min",k:"slice_k",scoring:"slice_scoring",alpha:"slice_alpha",slice:"slice",sort:"slice_sort",dir:"slice_dir"};function Vp(e){let t=qe(e,"metric");return t?.type==="choice"?vs(t,W9):[]}function GM(e){let t=Vp(e);return t.length===0||t.includes(UM)?UM:t[0]}function Kp(e){return{metric:GM(e),className:null,maxLevel:Fe(e,"max_level"),minSize:null,k:Fe(e,"k"),scoring:nr(e,"scoring"),alpha:Fe(e,"alpha"),slice:null,sort:"rank",dir:"asc"}}function a0(e,t=!0){return e==="rank"||e==="slice"||e==="q_value"?"asc":e==="value"||e==="gap"?t?"desc":"asc":"desc"}function Ha(e,t){let n=Ie(e),r=Kp(t),i=n.get(ut.metric);i!==void 0&&Vp(t).includes(i)&&(r.metric=i);let s=n.get(ut.className);r.className=s===void 0||s===""?null:s,r.maxLevel=gt(t,"max_level",he(n.get(ut.maxLevel)));let o=he(n.get(ut.minSize));r.minSize=Re(t,"min_size",o)?o:null,r.k=gt(t,"k",he(n.get(ut.k))),r.scoring=Hn(t,"scoring",n.get(ut.scoring)),r.alpha=gt(t,"alpha",he(n.get(ut.alpha)));let a=n.get(ut.slice);r.slice=a===void 0||a.trim()===""?null:a;let l=n.get(ut.sort);if(l!==void 0&&Y9.includes(l)){r.sort=l;let u=n.get(ut.dir);r.dir=u==="asc"||u==="desc"?u:a0(r.sort)}return r}function Fa(e,t){let n=[];return e.metric!==GM(t)&&ne(n,ut.metric,e.metric),ne(n,ut.className,e.className),Ve(n,ut.maxLevel,e.maxLevel,t,"max_level"),ne(n,ut.minSize,e.minSize),Ve(n,ut.k,e.k,t,"k"),Ve(n,ut.scoring,e.scoring,t,"scoring"),Ve(n,ut.alpha,e.alpha,t,"alpha"),ne(n,ut.slice,e.slice),(e.sort!=="rank"||e.dir!=="asc")&&(ne(n,ut.sort,e.sort),ne(n,ut.dir,e.dir)),n}function l0(e,t){return e.className!==null&&t.length>0&&!t.includes(e.className)?{...e,className:null}:e}function u0(e){return e.scoring==="sliceline"}function c0(e,t,n=null,r={}){return{...r,run:e.run,tag:e.tag,step:e.step,metric:t.metric,class_name:t.className,max_level:t.maxLevel,min_size:t.minSize,k:t.k,scoring:t.scoring,alpha:u0(t)?t.alpha:null,fdr:n}}function YM(e,t,n,r,i={}){let s={};for(let[o,a]of Object.entries(i))a!==null&&(s[o]=String(a));return s.metric=r.metric,r.className!==null&&(s.class_name=r.className),{tag:e,runs:[t],slice:n,options:s}}function Tt(e){return typeof e=="number"&&Number.isFinite(e)?e:null}function X9(e){return e.split(G9).map(t=>{let n=t.indexOf("=");return n<0?{attribute:t,value:""}:{attribute:t.slice(0,n),value:t.slice(n+1)}})}function XM(e){let t=e.columns;return t.slice.map((n,r)=>({rank:r+1,slice:n,predicates:e.predicates?.[r]??X9(n),size:Tt(t.size[r]),value:Tt(t.value[r]),errorRate:Tt(t.error_rate[r]),rest:Tt(t.rest[r]),gap:Tt(t.gap[r]),lower:Tt(t.lower[r]),upper:Tt(t.upper[r]),q:Tt(t.q_value[r]),significant:t.significant[r]===!0,folded:Tt(t.folded[r]),score:Tt(t.score[r])}))}function WM(e,t){switch(t){case"rank":return e.rank;case"slice":return e.slice;case"size":return e.size;case"value":return e.value;case"rest":return e.rest;case"gap":return e.gap;case"q_value":return e.q;case"significant":return e.significant?1:0;case"folded":return e.folded;case"error_rate":return e.errorRate;case"score":return e.score}}function JM(e,t,n){let r=n==="asc"?1:-1;return[...e].sort((i,s)=>{let o=WM(i,t),a=WM(s,t);if(o===null||a===null)return o===null&&a===null?i.rank-s.rank:o===null?1:-1;let l=typeof o=="string"||typeof a=="string"?String(o).localeCompare(String(a)):o-a;return l!==0?r*l:i.rank-s.rank})}var ZM="\u2014",QM="undefined: no number here (for example nobody outside the slice, or a rate of nobody)";function Fu(e,t){return e===null||!Number.isFinite(e)?{text:ZM,title:QM,missing:!0}:{text:t(e),title:String(e),missing:!1}}function $i(e){return Fu(e,Ue)}function Bu(e){let t=$e(e);return`${e>0&&t!=="0.0"?"+":""}${t} pp`}function Hu(e){return Fu(e,Bu)}function d0(e,t){return e===null||t===null?{text:ZM,title:QM,missing:!0}:{text:`[${$e(e)}, ${$e(t)}]`,title:`[${e}, ${t}]`,missing:!1}}function eE(e){return Fu(e,P)}function tE(e){return Fu(e,We)}function f0(e){return Fu(e,ve)}function nE(e){return e!==null&&e>0?`+${P(e)} similar`:""}function rE(e,t){return e===null||e<=0?"":`${Ai(e,"slice")} of ${t} and more attributes ${e===1?"is":"are"} no worse than it, so ${e===1?"it is":"they are"} folded under it rather than listed: this row speaks for ${e===1?"it":"them"}`}var J9=new Set(["tpr","fpr","fnr","tnr","npv","fdr","for"]);function Va(e){return e==="error_rate"?"error rate":J9.has(e)?e.toUpperCase():e.replace(/_/g," ")}function p0(e){return String(Number((e*100).toPrecision(4)))}function iE(e,t){return t?e.lower:e.upper}function Z9(e,t){if(e.score!==null)return e.score>0;let n=iE(e,t);return n!==null&&(t?n>0:n<0)}function h0(e,t){let n=t.find(l=>l.rank===1)??t[0],r=P(e.min_size),i=e.alpha===null?"":` (alpha ${ve(e.alpha)})`;if(!n)return e.scoring==="sliceline"?`No slice of at least ${r} people has a positive SliceLine score${i}.`:`No slice of at least ${r} people does worse than the rest.`;if(e.scoring==="sliceline")return`Top slice by SliceLine's score${i}: ${n.slice} \u2014 error rate ${$i(n.errorRate).text} (overall ${$i(Tt(e.overall)).text}), score ${f0(n.score).text}.`;let s=Va(e.metric),o=p0(e.level),a=`${s} ${$i(n.value).text} against ${$i(n.rest).text} for everyone else`;return Z9(n,e.higher_is_worse)?`Worst slice: ${n.slice} \u2014 ${a}: ${Hu(n.gap).text}, at least ${Hu(iE(n,e.higher_is_worse)).text} at ${o}%.`:`No slice of at least ${r} people is surely worse than the rest at ${o}%: the worst, ${n.slice}, has ${a} (${Hu(n.gap).text}, ${d0(n.lower,n.upper).text} pp).`}function sE(e){let t=typeof e.class_name=="string"?` among the people of class ${e.class_name}`:e.threshold!==void 0?` at threshold ${ve(e.threshold)}${e.label!==void 0?` (label ${e.label})`:""}`:"",n=e.scoring==="sliceline"?"error rate":Va(e.metric);return`${Ai(e.evaluated,"slice")} of up to ${Ai(e.max_level,"attribute")} (of ${Ai(e.attributes.length,"attribute")}) with at least ${Ai(e.min_size,"person","people")} scored${t}; overall ${n} ${$i(Tt(e.overall)).text}`}function oE(e,t){return{q:e.fdr,significant:t.filter(n=>n.significant).length,tested:ir(t.map(n=>n.q)),unit:"slice",what:`each slice tests whether its ${Va(e.metric)} differs from everyone else's; Benjamini\u2013Hochberg over all ${P(e.evaluated)} slices scored`}}function Q9(e){for(let t of e)if(t.gap!==null&&t.harm!==null&&t.gap!==0&&Number.isFinite(t.gap)&&Number.isFinite(t.harm))return Math.sign(t.harm)===Math.sign(t.gap)?1:-1;return 1}function eI(e,t,n){let r=[t*e.lower,t*e.upper].sort((i,s)=>i-s);return{...e,run:n,value:t*e.value,vs_value:t*e.vs_value,change:t*e.change,lower:r[0],upper:r[1]}}function aE(e,t){let n=e.series.find(c=>c.run===t),r=[...n?.points??[]].sort((c,d)=>c.step-d.step),i=[],s=[];for(let c of r){let d=Tt(c.gap);if(!c.present||d===null){s.push(c.step);continue}i.push({step:c.step,wall_time:c.wall_time,size:Tt(c.size),gap:d,lower:Tt(c.gap_lower),upper:Tt(c.gap_upper)})}let o=Q9(r.map(c=>({gap:Tt(c.gap),harm:Tt(c.harm)}))),a=n?.first_worse??null,l=a&&i.some(c=>c.step===a.step)?eI(a,o,t):null,u=Pr([...i.map(c=>c.gap),0],i.map(c=>c.lower),i.map(c=>c.upper),{clamp:[-1,1]});return{run:t,points:i,missing:s,worse:l,domain:u,level:e.level}}function lE(e){let t=e.worse;if(t===null)return e.points.length<2?`not significantly worse at any step (${e.points.length===1?"one step":"no step"} with a gap in run ${e.run})`:"not significantly worse at any step";let n=String(Number((t.threshold*t.pairs).toPrecision(3)));return`first significantly worse at step ${t.step} (than at step ${t.vs_step}): gap ${Bu(t.value)} against ${Bu(t.vs_value)}, a change of ${Bu(t.change)} [${$e(t.lower)}, ${$e(t.upper)}] (${p0(t.level)}% interval; ${$o(t.p_value)}, below ${n}/${t.pairs})`}function uE(e,t){let n=e.lower!==null&&e.upper!==null?` [${$e(e.lower)}, ${$e(e.upper)}] at ${p0(t)}%`:"",r=e.size===null?"":`, n = ${P(e.size)}`;return`step ${e.step}: gap ${Bu(e.gap)}${n}${r}`}var dE=z`
  :host {
    display: block;
    overflow: auto;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: var(--bg);
  }
  thead th {
    text-align: right;
  }
  thead th.text,
  td.text,
  th.text {
    text-align: left;
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover {
    background: var(--hover-bg);
  }
  tbody tr[aria-selected='true'] {
    background: var(--selected-bg);
    box-shadow: inset 3px 0 0 var(--accent);
  }
  td.cls {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  td.state {
    cursor: help;
  }
  tfoot td {
    border-top: 2px solid var(--border);
    font-weight: 500;
    background: var(--surface);
  }
  /* The class column stays in view when the table scrolls sideways. */
  thead th:first-child,
  tbody td:first-child,
  tfoot td:first-child {
    position: sticky;
    left: 0;
    box-shadow: inset -1px 0 0 var(--row-border);
  }
  thead th:first-child {
    z-index: 2;
  }
  tbody td:first-child {
    background: var(--bg);
  }
  tbody tr:hover td:first-child {
    background: var(--hover-bg);
  }
  tbody tr[aria-selected='true'] td:first-child {
    background: var(--selected-bg);
    box-shadow:
      inset 3px 0 0 var(--accent),
      inset -1px 0 0 var(--row-border);
  }
`;function cE(e,t){e.dispatchEvent(new CustomEvent("class-select",{detail:t,bubbles:!0,composed:!0}))}function fE(e,t){return{click:()=>cE(e,t),keydown:n=>{n.key==="Enter"&&cE(e,t)}}}var pE={table:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},detection:{attribute:!1}};function hE(e){e.table=null,e.reasons={},e.selected=null,e.detection=!1}var Vu=class extends V{constructor(){super(),hE(this),this.valueName="value"}render(){let t=this.table;return t?t.classes.length===0?h`<div class="none">This report has no classes.</div>`:h`<table aria-label="Classes by group">
      <thead>
        <tr>
          <th class="text" data-col="class" title=${at("class","class","the class, one row each; click a row to chart it")}>class</th>
          ${t.groups.map(n=>h`<th data-group=${n} title=${aC(n,this.valueName)}>${n}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${t.classes.map((n,r)=>{let i=fE(this,n);return h`<tr
            data-class=${n}
            aria-selected=${n===this.selected?"true":"false"}
            tabindex="0"
            @click=${i.click}
            @keydown=${i.keydown}
          >
            <td class="text cls" data-col="class" title=${n}>${n}</td>
            ${t.groups.map((s,o)=>{let a=t.cells[r][o];if(a.state!==null||a.value===null){let c=this.reasons[a.state??"undefined"]??a.state??"no value";return h`<td
                  class="num state"
                  data-group=${s}
                  data-state=${a.state??"undefined"}
                  data-n=${a.n}
                  data-p=""
                  data-significant="false"
                  title=${c}
                >
                  ${op(a,t.minCount)}
                </td>`}let l=QR(a,t.minCount,this.detection),u=rt(t.fdr);return h`<td
                class="num ${a.significant?"significant":""}"
                data-group=${s}
                data-value=${String(a.value)}
                data-lower=${String(a.lower)}
                data-upper=${String(a.upper)}
                data-n=${a.n}
                data-p=${a.p===null?"":String(a.p)}
                data-significant=${a.significant?"true":"false"}
                title=${`${this.valueName} ${a.value} (${a.lower} to ${a.upper}), n = ${a.n}`}
              >
                <span class="v">${ao(a.value,a.lower,a.upper)}</span>
                <span class="n">n=${P(a.n)}</span>
                <span class="p ${a.p===null?"why":""}" title=${l.title}>${l.text}</span>${a.significant?h` ${zr(u)}`:v}
              </td>`})}
          </tr>`})}
      </tbody>
      <tfoot>
        <tr class="macro">
          <td class="text" title="Macro average: the mean over the classes whose cell is sufficient (the count says how many)">macro average</td>
          ${t.macro.map((n,r)=>h`<td class="num" data-group=${t.groups[r]} data-value=${n.value===null?"":String(n.value)}>
                ${n.value===null?h`<span class="muted">—</span>`:ao(n.value,n.lower,n.upper)}
                <span class="n">${Ai(n.classes,"class","classes")}</span>
              </td>`)}
        </tr>
      </tfoot>
    </table>`:v}};Vu.properties={...pE,valueName:{attribute:!1}},Vu.styles=[U,Xr,dE,z`
      .p {
        color: var(--muted);
        font-size: 11px;
      }
      .p.why {
        cursor: help;
      }
      .sig {
        color: var(--accent);
      }
      td.significant .v {
        font-weight: 500;
      }
    `];customElements.define("fairness-rate-table",Vu);var Ku=class extends V{constructor(){super(),hE(this),this.rows=[],this.sort="gap",this.dir="desc",this.names=null,this.fdr=null}renderHeader(t,n){let r=t===this.sort,i=()=>Jv(this,{column:t,dir:rs(t,this.sort,this.dir,$v)}),s=lC(t,this.names,this.detection,n);return h`<th class=${t==="class"?"text":""} data-col=${t} aria-sort=${is(r,this.dir)}>
      <button title=${`${s.title}. Click to sort.`} @click=${i}>
        <span class="name">${s.name}</span> <span class="arrow">${r?ss(r,this.dir):""}</span>${s.sub?h`<span class="sub">${s.sub}</span>`:v}
      </button>
    </th>`}render(){let t=this.table;if(!t)return v;let n=t.columns,r=o=>o===null?h`<span class="muted">—</span>`:Ue(o),i=rt(this.fdr),s=this.detection?this.names?"p-value of the Wald test of equal mAR":"p-value of the Wald test that every sufficient group of the grouping has the same mAR (not only the best and the worst)":this.names?"p-value of the pooled two-proportion z-test of equal rates":"p-value of the chi-square test that every sufficient group of the grouping has the same rate (not only the best and the worst)";return h`<table aria-label="Classes by disparity">
      <thead>
        <tr>
          ${vv.map(o=>this.renderHeader(o,s))}
          <th class="mark" data-col="significant" title=${`\u2605: ${i}`}>★</th>
        </tr>
      </thead>
      <tbody>
        ${this.rows.length===0?h`<tr><td class="none" colspan="9">No class to compare.</td></tr>`:this.rows.map((o,a)=>{let l=n.class[o],u=n.gap[o],c=t.states.gap[o],d=n.group_a?.[o]??null,f=n.group_b?.[o]??null,p=rC(t,o,this.reasons,this.names!==null,this.detection),m=fE(this,l);return h`<tr
                class=${p.significant?"significant":""}
                data-class=${l}
                data-pos=${a}
                data-significant=${p.significant?"true":"false"}
                aria-selected=${l===this.selected?"true":"false"}
                tabindex="0"
                @click=${m.click}
                @keydown=${m.keydown}
              >
                <td class="text cls" data-col="class" title=${l}>${l}</td>
                <td class="num" data-col="n_a">${P(n.n_a[o])}</td>
                <td class="num" data-col="n_b">${P(n.n_b[o])}</td>
                <td class="num" data-col="value_a" title=${d??""}>
                  ${r(n.value_a[o])}${!this.names&&d?h` <span class="pair">${d}</span>`:v}
                </td>
                <td class="num" data-col="value_b" title=${f??""}>
                  ${r(n.value_b[o])}${!this.names&&f?h` <span class="pair">${f}</span>`:v}
                </td>
                ${u===null||c!==null?h`<td
                      class="num undef"
                      data-col="gap"
                      data-state=${c??"undefined"}
                      title=${this.reasons[c??"undefined"]??"undefined"}
                    >
                      undefined (${c??"undefined"})
                    </td>`:h`<td class="num" data-col="gap" data-value=${String(u)}>
                      ${wi(u,n.lower[o],n.upper[o])}
                    </td>`}
                <td class="num" data-col="bound" data-value=${String(n.bound?.[o]??"")}>
                  ${c===null&&typeof n.bound?.[o]=="number"?wi(n.bound[o],null,null):h`<span class="muted">—</span>`}
                </td>
                <td
                  class="num ${p.p===null?"why":""}"
                  data-col="p_value"
                  data-value=${p.p===null?"":String(p.p)}
                  title=${p.title}
                >
                  ${p.text}
                </td>
                <td class="mark" data-col="significant">${p.significant?zr(i):v}</td>
              </tr>`})}
      </tbody>
    </table>`}};Ku.properties={...Ir,...pE,names:{attribute:!1},fdr:{attribute:!1}},Ku.styles=[U,Xr,dE,z`
      thead th button {
        border: 0;
        background: none;
        font-weight: 500;
        cursor: pointer;
        padding: 0;
        text-align: inherit;
      }
      thead th button .sub {
        display: block;
        font-size: 11px;
        font-weight: 400;
        color: var(--muted);
      }
      .arrow {
        color: var(--accent);
        font-size: 10px;
      }
      td.undef {
        color: var(--muted);
        font-style: italic;
      }
      .pair {
        font-size: 11px;
        color: var(--muted);
      }
      th.mark,
      td.mark {
        width: 18px;
        padding: 3px 4px;
        text-align: center;
        color: var(--accent);
      }
      th.mark {
        cursor: help;
      }
      td.why {
        color: var(--muted);
        cursor: help;
      }
      tr.significant td[data-col='gap'] {
        font-weight: 500;
      }
    `];customElements.define("fairness-disparity-table",Ku);function ju(e,t){return t.a!==null&&t.b!==null&&e.includes(t.a)&&e.includes(t.b)}var us=class extends V{constructor(n){super();this.request=new ue;this.shell=new Ke(this,[this.request]);this.downloads=new bn(this,()=>this.api,()=>this.declaration);this.order=[];this.revealHistory=!1;this.moreParams=[];this.api=n??new Ut,this.info=null,this.declaration=null,this.params=[],this.selection=tp(null),this.data=null,this.minCountText="",this.fdrText="",this.history=null}get valueName(){if(this.detection)return"mAR";let n=this.data?.main;return this.selection.metric??n?.metric??"rate"}async load(){let n=this.selection,r=await this.shell.run(this.request,i=>this.fetchTables(n,i),()=>this.data=null);r!==se&&(this.data=r,this.selection.minCount===null&&(this.minCountText=String(r.main.min_count)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(r.disparity.fdr)),n.a!==null&&n.b!==null&&!ju(r.main.groups,n)&&this.setSelection({...this.selection,a:null,b:null}),this.history!==null&&!r.table.classes.includes(this.history)&&this.setHistory(null),this.selection.cls!==null&&!r.table.classes.includes(this.selection.cls)&&this.setSelection({...this.selection,cls:null}),this.shell.ready())}renderBelow(n){return v}renderMetricPicker(){return v}routeParams(n){let{run:r,tag:i,step:s}=this.report;return{run:r,tag:i,step:s,metric:this.detection?null:n.metric,grouping:n.grouping,min_count:n.minCount,fdr:n.fdr}}emitSelection(){Ge(this,[...JR(this.selection,this.declaration),...Qf(this.history),...this.moreParams])}setMoreParams(n){this.moreParams=n,this.emitSelection()}setSelection(n){this.selection=n,this.emitSelection()}setHistory(n){n!==this.history&&(this.history=n,this.emitSelection())}change(n,r=!0){"cls"in n&&n.cls!==this.history&&(this.history=null),this.setSelection({...this.selection,...n}),r&&this.load()}onMinCount(n){this.minCountText=n;let r=Wt(this.declaration,"min_count",n);r===null||r===this.selection.minCount||this.change({minCount:r})}onFdr(n){this.fdrText=n;let r=Wt(this.declaration,"fdr",n);r===null||r===this.selection.fdr||this.change({fdr:r})}onPairSide(n,r){if(r===""){this.change({a:null,b:null});return}let i=this.data?.main.groups??[],s=this.currentPair(),o=n===0?this.selection.b??s?.[1]??null:this.selection.a??s?.[0]??null;(o===null||o===r)&&(o=i.find(a=>a!==r)??null),o!==null&&this.change(n===0?{a:r,b:o}:{a:o,b:r})}currentPair(){let n=this.data?.disparity;return n&&n.a!==null&&n.b!==null?[n.a,n.b]:null}resetSelection(){this.history=null,this.setSelection(tp(this.declaration)),this.minCountText="",this.fdrText=String(this.selection.fdr??""),this.report.step!==null?gn(this,{step:null}):this.load()}fileParts(n){let r=this.data.main;return["fairness",r.run,r.tag,`step${r.step}`,n,this.detection?"mar":this.valueName,fn(r.grouping)]}downloadRates(){if(!this.data)return;let n=this.data.main,r={run:n.run,tag:n.tag,step:n.step,table:wv,options:_v(n,this.detection)};this.downloads.download("download",r,Rt(this.fileParts("groups")))}downloadDisparity(){if(!this.data)return;let{main:n,disparity:r}=this.data,i=this.currentPair(),s=Rt([...this.fileParts("disparity"),i?`${i[0]}_vs_${i[1]}`:"best_vs_worst"]),o=Sv(r,n.grouping,this.detection);this.downloads.download("download-disparity",{run:n.run,tag:n.tag,step:n.step,table:xv,options:o},s)}willUpdate(n){this.hasUpdated?(n.has("report")&&lr(n.get("report"),this.report)||n.has("info")&&ur(n.get("info"),this.info,this.report))&&this.load():(this.selection=ZR(this.params,this.declaration),this.history=ep(this.params),this.history!==null&&(this.selection={...this.selection,cls:this.history}),this.revealHistory=this.history!==null,this.minCountText=this.selection.minCount===null?"":String(this.selection.minCount),this.fdrText=String(this.selection.fdr??""),this.emitSelection(),this.load()),(n.has("data")||n.has("selection"))&&(this.order=this.data?tC(this.data.disparity,this.selection.sort,this.selection.dir):[])}onHistoryLoaded(n){this.revealHistory&&(this.revealHistory=!1,n.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}chartClass(){return this.data?this.selection.cls??nC(this.data.disparity):null}renderControls(){let n=this.selection,r=this.data,i=r?.main.groupings??[],s=r?fn(r.main.grouping):n.grouping??"",o=r?.main.groups??[],a=Wt(this.declaration,"min_count",this.minCountText)===null,l=r!==null&&this.downloads.pending===null,u=r?r.table.classes.length*r.table.groups.length:null;return h`<div class="controls">
      <div class="group" role="group" aria-label="Report and table">
        <slot name="report"></slot>
        ${this.renderMetricPicker()}
        <label class="field" title=${de(this.declaration,"grouping")}>
          <span class="name">${pe(this.declaration,"grouping")}</span>
          <select
            name="grouping"
            ?disabled=${i.length===0}
            @change=${c=>this.change({grouping:c.target.value,a:null,b:null,cls:null})}
          >
            ${i.map(c=>{let d=fn(c);return h`<option value=${d} ?selected=${d===s}>${Ma(c)}</option>`})}
          </select>
        </label>
        ${Rs({label:pe(this.declaration,"min_count"),name:"min_count",text:this.minCountText,invalid:a,title:a?Gt(this.declaration,"min_count"):de(this.declaration,"min_count","The paper uses 50."),min:Dt(this.declaration,"min_count").min,step:"1",onInput:c=>this.onMinCount(c)})}
        ${Wc(this.declaration,this.fdrText,"False discovery rate of the \u2605 marks: Benjamini\u2013Hochberg over the tested cells of the class \xD7 group table, and over the classes of the disparity table",c=>this.onFdr(c))}
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        ${this.renderGroupPicker(0,o)} ${this.renderGroupPicker(1,o)}
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",l,()=>this.downloadRates(),mn(this.declaration,wv,u),"Download table CSV")}
        ${this.shell.renderCsvButton("download-disparity",l,()=>this.downloadDisparity(),`${mn(this.declaration,xv,r?.disparity.rows??null)}, in the server's order (gap descending)`,"Download disparity CSV")}
      </div>
      ${this.downloads.renderError()}
    </div>`}renderGroupPicker(n,r){let i=this.currentPair(),[s,o,a]=n===0?["Group A","a","best (per class)"]:["Group B","b","worst (per class)"];return h`<label class="field" title=${de(this.declaration,o)}>
      <span class="name">${pe(this.declaration,o,s)}</span>
      <select name=${o} ?disabled=${r.length<2} @change=${l=>this.onPairSide(n,l.target.value)}>
        <option value="" ?selected=${i===null}>${a}</option>
        ${r.map(l=>h`<option value=${l} ?selected=${i?.[n]===l}>${l}</option>`)}
      </select>
    </label>`}renderSummary(n){let r=n.main,i=this.info?.description??"",s=this.currentPair();return h`<div class="summary" data-classes=${n.table.classes.length} data-groups=${n.table.groups.length}>
      ${i?h`<span class="description">${i}</span>`:v}
      <span><b>${P(n.table.classes.length)}</b> class${n.table.classes.length===1?"":"es"} ×
        <b>${P(n.table.groups.length)}</b> group${n.table.groups.length===1?"":"s"} of
        <b class="grouping">${Ma(r.grouping)}</b> · step ${r.step} · min count ${r.min_count} ·
        ${Math.round(r.level*100)}% intervals</span>
      <span class="pair-summary">${s?h`gap = <b>${s[0]}</b> − <b>${s[1]}</b>`:h`gap = best − worst sufficient group, per class`}</span>
      <span class="muted">click a class to chart it</span>
    </div>`}render(){return h`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(this.data,n=>this.renderBody(n),"Loading the report\u2026")}
    `}renderHistory(n){let r=this.history;if(r===null||!n.table.classes.includes(r))return v;let i=n.main,s={..._v(i,this.detection),...Sv(n.disparity,i.grouping,this.detection)};return h`<fairness-row-drilldown
      class="history"
      .api=${this.api}
      .tag=${i.tag}
      .run=${i.run}
      .step=${i.step}
      .rowKey=${r}
      .options=${s}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
      .closable=${!0}
      @row-close=${()=>this.setHistory(null)}
      @row-loaded=${o=>this.onHistoryLoaded(o)}
    ></fairness-row-drilldown>`}renderBody(n){let r=this.selection,i=this.chartClass(),s=this.currentPair(),o=a=>{let l=this.history===a.detail?this.renderRoot.querySelector("fairness-row-drilldown"):null;this.history=a.detail,this.change({cls:a.detail},!1),l?l.scrollIntoView({block:"nearest",behavior:"smooth"}):this.revealHistory=!0};return h`<div class="body">
      ${this.renderSummary(n)}
      <div class="main ${this.shell.loading?"stale":""}">
        <div class="tables">
          <section>
            <h3>${this.valueName} per class and group</h3>
            ${on("rate-legend",eC(n.table,this.detection))}
            <fairness-rate-table
              .table=${n.table}
              .reasons=${n.main.reasons}
              .selected=${i}
              .valueName=${this.valueName}
              .detection=${this.detection}
              @class-select=${o}
            ></fairness-rate-table>
          </section>
          <section>
            <h3>Classes ranked by disparity</h3>
            ${on("legend",iC(n.disparity,s!==null,this.detection))}
            <fairness-disparity-table
              .table=${n.disparity}
              .rows=${this.order}
              .sort=${r.sort}
              .dir=${r.dir}
              .reasons=${n.disparity.reasons??n.main.reasons}
              .selected=${i}
              .names=${s}
              .fdr=${n.disparity.fdr}
              .detection=${this.detection}
              @sort-change=${a=>this.change({sort:a.detail.column,dir:a.detail.dir},!1)}
              @class-select=${o}
            ></fairness-disparity-table>
          </section>
        </div>
        <div class="side">${this.renderChart(n,i)} ${this.renderHistory(n)}</div>
      </div>
      ${this.renderBelow(n)}
    </div>`}};us.properties={...ar,selection:{state:!0},data:{state:!0},minCountText:{state:!0},fdrText:{state:!0},history:{state:!0}},us.styles=[U,Oe,Me,or,Ze,To,z`
      input[name='min_count'],
      input[name='fdr'] {
        width: 72px;
      }
      select[name='a'],
      select[name='b'] {
        max-width: 220px;
      }
      .tables {
        flex: 1;
        min-width: 0;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      .tables h3 {
        display: flex;
        gap: 12px;
        align-items: center;
      }
      fairness-rate-table,
      fairness-disparity-table {
        max-height: 420px;
      }
      .side {
        width: 400px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      @media (max-width: 1000px) {
        .main {
          flex-direction: column;
        }
        .side {
          width: auto;
        }
      }
    `];function mE(e,t="view route"){j(e)||R(t,"not an object");let{classes:n,groups:r}=e;return(!Array.isArray(n)||!Array.isArray(r))&&R(t,"no `classes` or `groups`"),yo(t,e,["value","lower","upper","n","state"],n.length,r.length),e.p_value!==void 0&&yo(t,e,["p_value","significant"],n.length,r.length),(!Array.isArray(e.groupings)||!Array.isArray(e.macro))&&R(t,"no `groupings` or `macro`"),j(e.reasons)||R(t,"no `reasons`"),e}function gE(e,t){return sp(e,{value:e.value,lower:e.lower,upper:e.upper,macro:e.macro},t)}function bE(e,t){let n=e.classes.indexOf(t);return n<0?null:e.groups.map((r,i)=>{let s=e.cells[n][i];return{group:r,value:s.value,lower:s.lower,upper:s.upper,n:s.n,note:op(s,e.minCount)}})}var Si=z`
  :host {
    display: block;
  }
  .chart {
    max-width: 100%;
    overflow-x: auto;
  }
  .note {
    font-size: 11px;
  }
`,jp=z`
  h3 .cls {
    font-weight: 400;
  }
`,yE=z`
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
`,co={fontSize:"11px",fontFamily:"inherit",background:"transparent"},m0=11;function qp(e,t){let n=t??[0,1];return{domain:n,label:e,labelArrow:"none",grid:!0,tickFormat:yu(n[0],n[1])}}function g0(e,t){return Pr(e,t.map(n=>n.lower),t.map(n=>n.upper),{clamp:[0,1]})}function tI(e){return Pr(e.map(t=>t.value),[],e.map(t=>t.upper),{clamp:[0,1],zero:!0})}function nI(e){let t=document.createElement("canvas").getContext("2d");return t?(t.font=`${m0}px ${getComputedStyle(e).fontFamily||"sans-serif"}`,n=>t.measureText(n).width*1.05+1):n=>yi(n,m0)}function rI(e,t,n,r){let s=qR(e),o=UR(s.labels,t-44-12,m0,{marginLeft:44,measure:nI(r)}),a=new Map(e.map((c,d)=>[c,o.labels[d]])),l=o.plotWidth/Math.max(1,e.length),u=s.title===null?0:16;return{width:o.marginLeft+o.plotWidth+12,height:n+20+o.marginBottom+u,marginLeft:o.marginLeft,marginRight:12,marginBottom:o.marginBottom+u,x:{domain:[...e],label:s.title,labelAnchor:"center",labelArrow:"none",tickRotate:o.rotate,tickFormat:c=>a.get(c)??c},whiskerInset:Math.max(1,Math.floor(l*.33))}}function iI(e,t){let n=e.querySelectorAll('g[aria-label="x-axis tick label"] text');n.length===t.length&&n.forEach((r,i)=>{let s=document.createElementNS("http://www.w3.org/2000/svg","title");s.textContent=t[i],r.append(s),r.setAttribute("data-group",t[i])})}function b0(e,t,n,r){return[gi(e,{x:t,y1:"lower",y2:"upper",z:"group",fill:"group",fillOpacity:.18}),Ln(e,{x:t,y:n,z:"group",stroke:"group",strokeWidth:1.5}),lt(e,{x:t,y:n,fill:"group",r:2.5,title:r})]}function sI(e,t,n=14){return[fv(e,{x:"group",y:"value",fill:"var(--bar-fill)",title:t}),He(e,{x:"group",y1:"lower",y2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),Yf(e,{x:"group",y:"lower",stroke:"var(--chart-ink)",inset:n}),Yf(e,{x:"group",y:"upper",stroke:"var(--chart-ink)",inset:n}),_t([0],{stroke:"var(--chart-rule)"})]}function Up(e){let t=e.scale("y");t?.domain&&e.setAttribute("data-y-domain",JSON.stringify(t.domain)),t?.range&&e.setAttribute("data-y-range",JSON.stringify(t.range))}function y0(e,t,n,[r,i],s,o){let a=rI(t,r,i,e),l=Pe({width:a.width,height:a.height,marginLeft:a.marginLeft,marginRight:a.marginRight,marginBottom:a.marginBottom,style:co,x:a.x,y:qp(s,tI(n)),marks:sI(n,o,a.whiskerInset)});return iI(l,t),Up(l),l}var Ka=e=>`${(e*100).toFixed(1)}%`,_i=class extends V{constructor(){super();this.chart=null;this.heading="",this.points=[],this.groups=[],this.xLabel="",this.yLabel="",this.note=""}willUpdate(n){(n.has("points")||n.has("groups")||n.has("xLabel")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.points;if(n.length===0)return null;let r=Pe({width:400,height:250,marginLeft:44,marginBottom:34,style:co,x:{label:this.xLabel,labelAnchor:"center",labelArrow:"none",ticks:5},y:qp(this.yLabel,g0(n.map(i=>i.y),n)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:b0(n,"x","y",i=>`${i.group}: ${this.yLabel} at ${i.x} = ${Ka(i.y)} [${Ka(i.lower)}, ${Ka(i.upper)}]`)});return Up(r),r}render(){let n=new Set(this.points.map(r=>r.group));return h`<h3>${this.heading}</h3>
      <div class="chart" data-groups=${n.size}>${this.chart??h`<div class="muted">Nothing to draw.</div>`}</div>
      ${this.note?h`<div class="note muted">${this.note}</div>`:v}`}};_i.properties={heading:{attribute:!1},points:{attribute:!1},groups:{attribute:!1},xLabel:{attribute:!1},yLabel:{attribute:!1},note:{attribute:!1}},_i.styles=[U,Si,yE];customElements.define("fairness-band-chart",_i);var qu=class extends V{constructor(){super();this.chart=null;this.heading="",this.bars=[],this.groups=[],this.yLabel=""}willUpdate(n){(n.has("bars")||n.has("groups")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.bars;return n.length===0?null:y0(this,this.groups,n,[400,190],this.yLabel,r=>`${r.group}: ${Ka(r.value)} [${Ka(r.lower)}, ${Ka(r.upper)}]`)}render(){return h`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart??h`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`}};qu.properties={heading:{attribute:!1},bars:{attribute:!1},groups:{attribute:!1},yLabel:{attribute:!1}},qu.styles=[U,Si,yE];customElements.define("fairness-score-bars",qu);var Uu=class extends V{constructor(){super();this.chart=null;this.cls=null,this.bars=null,this.valueName="value"}willUpdate(n){(n.has("bars")||n.has("valueName"))&&(this.chart=this.draw())}draw(){let n=(this.bars??[]).filter(s=>s.value!==null);if(n.length===0)return null;let r=(this.bars??[]).map(s=>s.group),i=s=>s===null?"?":`${(s*100).toFixed(1)}%`;return y0(this,r,n,[380,170],this.valueName,s=>`${s.group}: ${i(s.value)} [${i(s.lower)}, ${i(s.upper)}] (n = ${s.n})`)}render(){if(this.cls===null||this.bars===null)return v;let n=this.bars.filter(r=>r.value===null);return h`<h3>${this.valueName} by group: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-bars=${this.bars.length-n.length}>
        ${this.chart??h`<div class="muted">No group has a value for this class.</div>`}
      </div>
      ${n.length?h`<div class="note muted">
            Not drawn: ${n.map((r,i)=>h`${i?"; ":""}<span data-group=${r.group}>${r.group} (${r.note})</span>`)}
          </div>`:v}
      <div class="note muted">Whiskers: the confidence interval of each bar.</div>`}};Uu.properties={cls:{attribute:!1},bars:{attribute:!1},valueName:{attribute:!1}},Uu.styles=[U,Si,jp];customElements.define("fairness-group-bars",Uu);var vE=[U,Oe,Me,Xr,Ze,z`
    :host {
      display: block;
      border-top: 1px solid var(--border);
      padding-top: 10px;
    }
    h3.title {
      font-size: 14px;
      margin: 0 0 8px;
    }
    .group {
      margin-bottom: 8px;
    }
    input[name='slice_min_size'] {
      width: 80px;
    }
    input[name='slice_k'],
    input[name='slice_alpha'] {
      width: 72px;
    }
    select[name='slice_class'] {
      max-width: 200px;
    }
    .sentences {
      margin: 4px 0 6px;
      max-width: 1100px;
    }
    .headline {
      font-size: 13px;
      overflow-wrap: anywhere;
    }
    .scored {
      font-size: 12px;
    }
    .slices-legend {
      font-size: 12px;
      color: var(--muted);
      margin: 2px 0 4px;
    }
    .slices-legend .star,
    .sig {
      color: var(--accent);
    }
    .hint pre {
      margin: 6px 0 0;
      white-space: pre-wrap;
    }
    .hint {
      padding: 8px 12px;
      border: 1px solid var(--warn-border);
      background: var(--warn-bg);
      border-radius: 2px;
      max-width: 760px;
    }
    code {
      background: var(--code-bg);
      padding: 0 3px;
      border-radius: 2px;
      font-size: 12px;
    }
    /* As wide as its columns (no wider than the panel: then it scrolls sideways). */
    .table-box {
      width: fit-content;
      max-width: 100%;
      box-sizing: border-box;
      overflow: auto;
      max-height: 380px;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--bg);
    }
    table {
      width: auto;
    }
    thead th {
      text-align: right;
      vertical-align: bottom;
    }
    thead th.text,
    td.text {
      text-align: left;
    }
    thead th button {
      border: 0;
      background: none;
      font-weight: 500;
      cursor: pointer;
      padding: 0;
      text-align: inherit;
    }
    thead th button:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: 1px;
    }
    thead th button .sub {
      display: block;
      font-size: 11px;
      font-weight: 400;
      color: var(--muted);
    }
    .arrow {
      color: var(--accent);
      font-size: 10px;
    }
    tbody tr {
      cursor: pointer;
    }
    tbody tr:hover {
      background: var(--hover-bg);
    }
    tbody tr[aria-selected='true'] {
      background: var(--selected-bg);
      box-shadow: inset 3px 0 0 var(--accent);
    }
    tbody tr:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: -2px;
    }
    td.rank {
      color: var(--muted);
      width: 24px;
    }
    td.slice {
      white-space: normal;
      min-width: 180px;
      max-width: 440px;
    }
    .chip {
      display: inline-block;
      max-width: 260px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      vertical-align: middle;
      padding: 0 6px;
      margin: 1px 4px 1px 0;
      border: 1px solid var(--border);
      border-radius: 9px;
      background: var(--code-bg);
      font-size: 12px;
      line-height: 17px;
    }
    .missing {
      color: var(--muted);
      cursor: help;
    }
    .interval {
      color: var(--muted);
      font-size: 11px;
      margin-left: 4px;
    }
    td.mark,
    th.mark {
      width: 18px;
      text-align: center;
      color: var(--accent);
    }
    td.folded {
      color: var(--muted);
      font-size: 12px;
      cursor: help;
    }
    tr.significant td[data-col='gap'] {
      font-weight: 500;
    }
    .trend {
      margin-top: 12px;
    }
  `];var ja=z`
  .runs {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    align-items: center;
  }
  .runs label {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    cursor: pointer;
    max-width: 260px;
  }
  .runs label.current .run-name {
    font-weight: 600;
  }
  .run-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .swatch {
    width: 14px;
    height: 4px;
    border-radius: 2px;
    flex: none;
  }
  .runs input {
    height: auto;
    margin: 0;
  }
  button.small {
    height: 22px;
    padding: 0 8px;
    font-size: 12px;
  }
  input[name='gap_threshold'] {
    width: 90px;
  }
  .run-filter {
    display: flex;
    gap: 8px;
    align-items: center;
    margin-bottom: 4px;
  }
  input[name='run_filter'] {
    width: 200px;
  }
  .charts {
    display: flex;
    flex-wrap: wrap;
    gap: 18px 28px;
    align-items: flex-start;
  }
  .chart {
    max-width: 100%;
  }
  .chart .explanation {
    font-size: 12px;
    min-height: 2.6em;
  }
  .chart svg {
    cursor: crosshair;
  }
  .chart svg.over-point {
    cursor: pointer;
  }
  .note {
    font-size: 11px;
  }
  /* One row per group (views/trend_row.ts): its heading, picker and group legends. */
  .row-heading {
    font-size: 14px;
    font-weight: 500;
    margin: 20px 0 4px;
  }
  .row-picker {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 12px;
    align-items: flex-end;
    margin-bottom: 10px;
  }
  input[name='row_key'] {
    width: 260px;
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 12px;
    font-size: 11px;
    min-height: 2.6em;
  }
  .legend .group {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  /* The first significantly worse step: the chart's ring, in words. */
  .note.worse {
    color: var(--bad, #c62828);
  }
  .ring {
    display: inline-block;
    width: 9px;
    height: 9px;
    border: 2px solid var(--bad, #c62828);
    border-radius: 50%;
    vertical-align: -2px;
  }
  /* A chart's SVG with its hover list (trend_chart.ts Hover), as Scalars' tooltip. */
  .plot {
    position: relative;
  }
  .hover-rule {
    position: absolute;
    top: 0;
    width: 0;
    border-left: 1px dashed var(--chart-rule);
    pointer-events: none;
  }
  .hover {
    position: absolute;
    z-index: 2;
    pointer-events: none;
    background: var(--bg);
    border: 1px solid var(--border);
    border-radius: 2px;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25);
    padding: 4px 8px;
    font-size: 12px;
    max-width: 420px;
    white-space: nowrap;
  }
  .hover-head {
    font-weight: 600;
    margin-bottom: 2px;
  }
  .hover-row {
    display: flex;
    gap: 6px;
    align-items: center;
  }
  .hover-row .run-name {
    max-width: 180px;
  }
  .filter-error {
    color: var(--error);
    font-size: 12px;
  }
  input[name='smoothing'] {
    width: 120px;
    height: auto;
  }
  .field.checkbox input {
    height: auto;
    margin: 6px 0 0;
  }
  .hint {
    padding: 8px 12px;
    border: 1px solid var(--warn-border);
    background: var(--warn-bg);
    border-radius: 2px;
    max-width: 760px;
  }
  .none {
    padding: 16px;
    color: var(--muted);
  }
`;var oI=640,aI=220,lI=new Intl.NumberFormat("en",{notation:"compact",maximumFractionDigits:1}),uI=e=>Number.isInteger(e)?lI.format(e):"";function cI(e,t,n){let r=e.points;if(r.length===0)return null;let i=r.map(f=>f.step),s=Math.min(...i),o=Math.max(...i),a=r.length<=8&&o>s?i:void 0,l=o===s?1:0,u=r.filter(f=>f.lower!==null&&f.upper!==null),c=e.worse?r.filter(f=>f.step===e.worse.step):[],d=Pe({width:oI,height:aI,marginTop:14,marginLeft:52,marginRight:18,marginBottom:36,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:"step",labelAnchor:"center",labelArrow:"none",domain:[s-l,o+l],ticks:a,tickFormat:uI,inset:10},y:{label:"gap to everyone else (pp)",labelArrow:"none",domain:e.domain??void 0,grid:!0,tickFormat:f=>String(Number((f*100).toPrecision(6)))},marks:[_t([0],{stroke:"var(--chart-ink)",strokeWidth:1,strokeOpacity:.7}),t!==null&&t>=s-l&&t<=o+l?He([t],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}):null,u.length>1?gi(u,{x:"step",y1:"lower",y2:"upper",fill:"var(--accent)",fillOpacity:.18,curve:"linear"}):He(u,{x:"step",y1:"lower",y2:"upper",stroke:"var(--accent)",strokeOpacity:.6,strokeWidth:2}),Ln(r,{x:"step",y:"gap",stroke:"var(--accent)",strokeWidth:2}),lt(r,{x:"step",y:"gap",r:4,fill:"var(--accent)",stroke:"var(--chart-halo)",strokeWidth:1,className:"gap-dot",title:f=>`${uE(f,e.level)}
click: open this step`}),lt(c,{x:"step",y:"gap",r:9,fill:"none",stroke:"var(--bad, #c62828)",strokeWidth:2,className:"first-worse"})]});return d.setAttribute("data-name","slice-gap"),d.querySelectorAll("g.gap-dot circle").forEach((f,p)=>{let m=r[p];m&&(f.setAttribute("data-step",String(m.step)),f.setAttribute("data-gap",String(m.gap)),f.addEventListener("click",()=>n(m.step)))}),d.querySelectorAll("g.first-worse circle").forEach(f=>{f.setAttribute("data-step",String(e.worse?.step)),f.setAttribute("data-vs-step",String(e.worse?.vs_step))}),d}var Wu=class extends V{constructor(){super();this.request=new ue;this.shell=new Ke(this,[this.request]);this.chart=null;this.svg=null;this.asked="";this.api=null,this.params=null,this.run="",this.step=null,this.data=null}willUpdate(n){let r=JSON.stringify(this.params);(n.has("params")||n.has("api"))&&r!==this.asked&&(this.asked=r,this.load()),(n.has("data")||n.has("run")||n.has("step"))&&this.draw()}async load(){let n=this.params,r=this.api;if(!n||!r)return;let i=await this.shell.run(this.request,s=>r.sliceTrend(n,s),()=>this.data=null);i!==se&&(this.data=i,this.shell.ready(),this.dispatchEvent(new CustomEvent("slice-trend-loaded",{bubbles:!0,composed:!0})))}draw(){this.chart=this.data?aE(this.data,this.run):null,this.svg=this.chart?cI(this.chart,this.step,n=>gn(this,{step:n})):null}close(){this.dispatchEvent(new CustomEvent("slice-close",{bubbles:!0,composed:!0}))}render(){let n=this.params?.slice??"",r=this.chart;return h`<header>
        <h4>Gap to everyone else over the steps of run <span class="run">${this.run}</span>: <span class="slice-name">${n}</span></h4>
        <button class="close" name="slice-close" title="Close the chart (Esc)" aria-label="Close the chart" @click=${()=>this.close()}>×</button>
      </header>
      ${this.shell.renderError("Could not load the slice over the steps",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${r?h`<div class="body ${this.shell.loading?"stale":""}" data-points=${r.points.length}>
              <div class="plot">${this.svg??h`<div class="none">No step has a gap for this slice.</div>`}</div>
              <div class="note ${r.worse?"worse":"muted"}" data-role="first-worse" data-step=${r.worse?.step??v} title=${this.data?.first_worse_test??""}>
                ${r.worse?h`<span class="ring" aria-hidden="true"></span> `:v}${lE(r)}.
              </div>
              ${r.missing.length?h`<div class="note muted">No gap at step${r.missing.length>1?"s":""} ${r.missing.join(", ")}.</div>`:v}
              <div class="note muted">Band: the gap's ${Math.round(r.level*100)}% interval; dashed: the step on screen; click a point to open its step.</div>
            </div>`:this.shell.loading?h`<div class="loading">Loading the slice over the steps…</div>`:v}`}};Wu.properties={api:{attribute:!1},params:{attribute:!1},run:{attribute:!1},step:{attribute:!1},data:{state:!0}},Wu.styles=[U,Me,Ze,ja,z`
      :host {
        display: block;
      }
      header {
        display: flex;
        gap: 8px;
        align-items: baseline;
      }
      h4 {
        margin: 0 0 4px;
        font-size: 13px;
        font-weight: 500;
        min-width: 0;
        overflow-wrap: anywhere;
      }
      .slice-name {
        font-weight: 600;
      }
      button.close {
        margin-left: auto;
        border: 0;
        background: none;
        color: var(--muted);
        font-size: 16px;
        cursor: pointer;
        line-height: 1;
      }
      button.close:hover {
        color: var(--fg);
      }
      .plot svg {
        max-width: 100%;
        height: auto;
      }
      .plot svg g.gap-dot circle {
        cursor: pointer;
      }
      .note {
        font-size: 12px;
        margin-top: 2px;
      }
    `];customElements.define("fairness-slice-trend",Wu);var Gu=class extends V{constructor(){super();this.request=new ue;this.shell=new Ke(this,[this.request]);this.asked="";this.rows=[];this.order=[];this.revealChart=!1;this.api=null,this.run="",this.tag="",this.step=null,this.declaration=null,this.params=[],this.classes=[],this.fdr=null,this.context={},this.selection=Kp(null),this.data=null,this.minSizeText="",this.kText="",this.alphaText="",this.addEventListener("view-status",n=>{n.stopPropagation(),n.composedPath()[0]===this&&(this.dataset.status=n.detail)}),this.addEventListener("keydown",n=>{n.key==="Escape"&&this.selection.slice!==null&&this.pick(null)})}renderClassPicker(){let n=this.declaration,r=this.selection;return h`<label class="field" title=${de(n,"class_name")}>
      <span class="name">${pe(n,"class_name","Class")}</span>
      <select name="slice_class" @change=${i=>this.change({className:i.target.value||null})}>
        <option value="" ?selected=${r.className===null}>every class</option>
        ${this.classes.map(i=>h`<option .value=${i} ?selected=${i===r.className}>${i}</option>`)}
      </select>
    </label>`}routeKey(){let n={run:this.run,tag:this.tag,step:this.step};return JSON.stringify([this.declaration?.name??null,c0(n,this.selection,this.fdr,this.context)])}async load(){let n=this.declaration?.name,r=this.api;if(!n||!r||!this.run||!this.tag)return;this.asked=this.routeKey();let i=c0({run:this.run,tag:this.tag,step:this.step},this.selection,this.fdr,this.context),s=await this.shell.run(this.request,o=>r.view(n,o0,i,qw,o),()=>this.data=null);s!==se&&(this.data=s,s.available&&this.selection.minSize===null&&(this.minSizeText=String(s.min_size)),this.shell.ready())}willUpdate(n){if(!this.hasUpdated)this.selection=l0(Ha(this.params,this.declaration),this.classes),this.minSizeText=this.selection.minSize===null?"":String(this.selection.minSize),this.kText=this.selection.k===null?"":String(this.selection.k),this.alphaText=this.selection.alpha===null?"":String(this.selection.alpha),this.revealChart=this.selection.slice!==null,this.emitSelection();else if(n.has("classes")){let r=l0(this.selection,this.classes);r!==this.selection&&this.setSelection(r)}if(this.routeKey()!==this.asked&&this.load(),n.has("data")||n.has("selection")){this.rows=this.data?.available?XM(this.data):[];let r=this.data,i=this.selection.sort==="rank"&&this.selection.dir==="asc";this.order=i||!r?.available?this.rows:JM(this.rows,this.selection.sort,this.selection.dir)}}emitSelection(){Ge(this,Fa(this.selection,this.declaration))}setSelection(n){this.selection=n,this.emitSelection()}change(n){this.setSelection({...this.selection,...n})}pick(n){n!==this.selection.slice&&(this.revealChart=n!==null,this.change({slice:n}))}onMinSize(n){this.minSizeText=n;let r=Wt(this.declaration,"min_size",n);r===null||r===this.selection.minSize||this.change({minSize:r})}onK(n){this.kText=n;let r=Wt(this.declaration,"k",n);r===null||r===this.selection.k||this.change({k:r})}onAlpha(n){this.alphaText=n;let r=Wt(this.declaration,"alpha",n);r===null||r===this.selection.alpha||this.change({alpha:r})}onSort(n){let r=this.data?.available?this.data.higher_is_worse:!0,i=rs(n,this.selection.sort,this.selection.dir,s=>a0(s,r));this.change({sort:n,dir:i})}reset(){this.selection=Kp(this.declaration),this.minSizeText="",this.kText=this.selection.k===null?"":String(this.selection.k),this.alphaText=this.selection.alpha===null?"":String(this.selection.alpha),this.emitSelection()}onChartLoaded(n){this.revealChart&&(this.revealChart=!1,n.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}renderControls(){let n=this.declaration,r=this.selection,i=Vp(n),s=i.length?i:[r.metric],o=qe(n,"max_level"),a=o?.minimum??1,l=Math.max(a,o?.maximum??4),u=Array.from({length:l-a+1},(g,y)=>a+y),c=qe(n,"scoring")?.choices??[r.scoring??"gap"],d=this.minSizeText.trim()!==""&&Wt(n,"min_size",this.minSizeText)===null,f=Wt(n,"alpha",this.alphaText)===null,p=Wt(n,"k",this.kText)===null,m=g=>g.target.value;return h`<div class="group" role="group" aria-label="Worst slices options">
      <label class="field" title=${de(n,"metric","The panel judges slices by the error rate unless asked.")}>
        <span class="name">${pe(n,"metric")}</span>
        <select name="slice_metric" @change=${g=>this.change({metric:m(g)})}>
          ${s.map(g=>h`<option value=${g} ?selected=${g===r.metric}>${Va(g)}</option>`)}
        </select>
      </label>
      ${qe(n,"class_name")===null?v:this.renderClassPicker()}
      </label>
      <label class="field" title=${de(n,"max_level")}>
        <span class="name">${pe(n,"max_level","Max attributes")}</span>
        <select name="slice_max_level" @change=${g=>this.change({maxLevel:Number(m(g))})}>
          ${u.map(g=>h`<option value=${g} ?selected=${g===r.maxLevel}>${g}</option>`)}
        </select>
      </label>
      ${Rs({label:pe(n,"min_size","Min size"),name:"slice_min_size",text:this.minSizeText,invalid:d,title:d?Gt(n,"min_size"):de(n,"min_size"),min:Dt(n,"min_size").min,step:"1",onInput:g=>this.onMinSize(g)})}
      ${Rs({label:pe(n,"k","Slices"),name:"slice_k",text:this.kText,invalid:p,title:p?Gt(n,"k"):de(n,"k"),...Dt(n,"k"),step:"1",onInput:g=>this.onK(g)})}
      <label class="field" title=${de(n,"scoring")}>
        <span class="name">${pe(n,"scoring","Scoring")}</span>
        <select name="slice_scoring" @change=${g=>this.change({scoring:m(g)})}>
          ${c.map(g=>h`<option value=${g} ?selected=${g===r.scoring}>${g}</option>`)}
        </select>
      </label>
      ${u0(r)?Rs({label:pe(n,"alpha","Alpha"),name:"slice_alpha",text:this.alphaText,invalid:f,title:f?Gt(n,"alpha"):de(n,"alpha"),...Dt(n,"alpha"),step:"0.05",decimal:!0,onInput:g=>this.onAlpha(g)}):v}
    </div>`}columns(n){let r=`${Math.round(n.level*100)}%`,i=Va(n.metric),s=[{key:"rank",name:"#",title:"rank: the server's ranking, the worst slice first"},{key:"slice",name:"slice",title:"slice: the people with every one of these attributes' values",text:!0},{key:"size",name:"n",title:"n (size): the people in the slice"}];if(n.scoring==="sliceline")return[...s,{key:"error_rate",name:"error rate",sub:"in the slice",title:"error rate (error_rate): the share of the slice the metric counts as misses"},{key:"score",name:"score",sub:"SliceLine",title:`score: SliceLine's score of the slice's errors against its size (alpha ${n.alpha??""})`}];let o=n.higher_is_worse?"higher":"lower";return[...s,{key:"value",name:i,sub:"in the slice",title:`${i} (value): the rate in the slice; ${o} is worse`},{key:"rest",name:"rest",sub:"everyone else",title:`rest: the ${i} of everyone outside the slice`},{key:"gap",name:"gap",sub:`pp [${r} interval]`,title:`gap: slice \u2212 rest in percentage points, with Newcombe's ${r} interval; ranked by the end nearest no harm`},{key:"q_value",name:"q",sub:"BH",title:`q (q_value): the p-value adjusted by Benjamini\u2013Hochberg over all ${n.evaluated} slices scored`},{key:"significant",name:"\u2605",title:`\u2605: ${rt(n.fdr)}`},{key:"folded",name:"similar",sub:"folded",title:"similar (folded): sub-slices (this slice and more attributes) no worse than it, folded under it rather than listed"}]}renderHead(n){let r=this.selection,i=n.key===r.sort,s=n.key==="significant";return h`<th class=${s?"mark":n.text?"text":""} data-col=${n.key} aria-sort=${is(i,r.dir)}>
      <button title=${`${n.title}. Click to sort.`} @click=${()=>this.onSort(n.key)}>
        <span class="name">${n.name}</span>${i?h` <span class="arrow">${ss(!0,r.dir)}</span>`:v}${n.sub?h`<span class="sub">${n.sub}</span>`:v}
      </button>
    </th>`}number(n,r,i=v){return h`<td class="num ${r.missing?"missing":""}" data-col=${n} data-value=${r.missing?"":r.title} title=${r.title}>
      <span class="v">${r.text}</span>${i}
    </td>`}renderRow(n,r,i,s){let o=r.slice===this.selection.slice,a=()=>this.pick(r.slice),l=n.scoring==="sliceline"?h`${this.number("error_rate",$i(r.errorRate))}${this.number("score",f0(r.score))}`:h`${this.number("value",$i(r.value))}${this.number("rest",$i(r.rest))}${this.renderGap(r)}${this.number("q_value",tE(r.q))}
          <td class="mark" data-col="significant">${r.significant?zr(s):v}</td>
          <td class="num folded" data-col="folded" data-value=${r.folded??""} title=${rE(r.folded,r.slice)}>${nE(r.folded)}</td>`;return h`<tr
      class=${r.significant?"significant":""}
      data-slice=${r.slice}
      data-pos=${i}
      data-rank=${r.rank}
      aria-selected=${o?"true":"false"}
      tabindex="0"
      @click=${a}
      @keydown=${u=>u.key==="Enter"&&a()}
    >
      <td class="num rank" data-col="rank">${r.rank}</td>
      <td class="text slice" data-col="slice" title=${r.slice}>
        ${r.predicates.map(u=>h`<span class="chip" data-attribute=${u.attribute}>${u.attribute}=${u.value}</span>`)}
      </td>
      ${this.number("size",eE(r.size))} ${l}
    </tr>`}renderGap(n){let r=d0(n.lower,n.upper);return this.number("gap",Hu(n.gap),h`<span class="interval" title=${r.title}>${r.text}</span>`)}renderTable(n){let r=this.columns(n),i=rt(n.fdr);return h`<div class="table-box">
      <table aria-label="Worst slices">
        <thead>
          <tr>
            ${r.map(s=>this.renderHead(s))}
          </tr>
        </thead>
        <tbody>
          ${this.order.length===0?h`<tr class="none-row"><td class="none" colspan=${r.length}>${h0(n,[])}</td></tr>`:this.order.map((s,o)=>this.renderRow(n,s,o,i))}
        </tbody>
      </table>
    </div>`}renderTrend(n){let r=this.selection.slice;return r===null?v:h`<div class="trend">
      <fairness-slice-trend
        .api=${this.api}
        .params=${YM(n.tag,n.run,r,this.selection,this.context)}
        .run=${n.run}
        .step=${n.step}
        @slice-close=${()=>this.pick(null)}
        @slice-trend-loaded=${i=>this.onChartLoaded(i)}
      ></fairness-slice-trend>
    </div>`}renderBody(n){return h`<div class="content ${this.shell.loading?"stale":""}" data-rows=${n.rows} data-scoring=${n.scoring} data-metric=${n.metric}>
      <div class="sentences">
        <div class="headline" data-role="slices-summary">${h0(n,this.rows)}</div>
        <div class="scored muted" data-role="slices-scored">${sE(n)}. Click a slice to chart it over the steps.</div>
      </div>
      ${n.scoring==="sliceline"?v:on("slices-legend",oE(n,this.rows))} ${this.renderTable(n)}
      ${this.renderTrend(n)}
    </div>`}renderHint(n){return h`<div class="hint" data-role="no-slices" title=${n}>
      This report keeps no slices: write it with <code>slices=True</code> to find the intersections of the attributes' values where the
      model does worst, e.g.
      <pre>w.${this.declaration?.name??"writer"}(tag, step, …, attributes, slices=True)</pre>
    </div>`}render(){let n=this.data,r=n!==null&&!n.available;return h`<h3 class="title">Worst slices</h3>
      ${r?this.renderHint(n.reason):this.renderControls()}
      ${this.shell.renderError("Could not load the worst slices",[{label:"Reset the slices",name:"slice-reset",run:()=>this.reset()}])}
      ${n===null?this.shell.loading?h`<div class="loading">Loading the worst slices…</div>`:v:n.available?this.renderBody(n):v}`}};Gu.properties={api:{attribute:!1},run:{attribute:!1},tag:{attribute:!1},step:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1},classes:{attribute:!1},fdr:{attribute:!1},context:{attribute:!1},selection:{state:!0},data:{state:!0},minSizeText:{state:!0},kText:{state:!0},alphaText:{state:!0}},Gu.styles=vE;customElements.define("fairness-slices-panel",Gu);var v0="group_metrics",w0=class extends us{constructor(n){super(n);this.detection=!1}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.view(v0,"",rp(i),mE,r),o=ju(s.groups,n),a=await this.api.view(v0,np,ip({...i,grouping:fn(s.grouping),a:o?n.a:null,b:o?n.b:null}),Mc,r);return{main:s,table:gE(s,this.declaration),disparity:a}}renderMetricPicker(){let n=this.selection,r=rr(this.declaration,"metric"),i=r.length?r:(this.data?.main?.metrics??[]).map(s=>s.name);return h`<label class="field">
      <span class="name">Metric</span>
      <select name="metric" .value=${n.metric??""} @change=${s=>this.change({metric:s.target.value})}>
        ${i.map(s=>h`<option value=${s} ?selected=${n.metric===s}>${s}</option>`)}
      </select>
    </label>`}willUpdate(n){this.hasUpdated||(this.moreParams=Fa(Ha(this.params,this.declaration),this.declaration)),super.willUpdate(n)}renderBelow(n){if(!Fp(this.declaration))return v;let{run:r,tag:i,step:s}=this.report,o=a=>{a.stopPropagation(),this.setMoreParams(a.detail)};return h`<fairness-slices-panel
      .api=${this.api}
      .run=${r}
      .tag=${i}
      .step=${s}
      .declaration=${this.declaration}
      .params=${this.moreParams}
      .classes=${n.main.classes}
      .fdr=${this.selection.fdr}
      @view-params=${o}
    ></fairness-slices-panel>`}renderChart(n,r){return h`<fairness-group-bars
      .cls=${r}
      .bars=${r===null?null:bE(n.table,r)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`}};customElements.define("fairness-groups-view",w0);var wE={kind:v0,title:"per-group performance",render:(e,t)=>h`<fairness-groups-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-groups-view
    >`,hint:()=>h`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,example:`# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`};function xE(e,t="view route"){j(e)||R(t,"not an object");let{classes:n,groups:r,thresholds:i}=e;return(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&R(t,"no `classes`, `groups` or `thresholds`"),yo(t,e,["mar","mar_lower","mar_upper","n","state","ar","ar_lower","ar_upper"],n.length,r.length),e.p_value!==void 0&&yo(t,e,["p_value","significant"],n.length,r.length),Array.isArray(e.groupings)||R(t,"no `groupings`"),j(e.reasons)||R(t,"no `reasons`"),e}function $E(e,t){return sp(e,{value:e.mar,lower:e.mar_lower,upper:e.mar_upper,macro:e.macro},t)}function _E(e,t){let n=e.classes.indexOf(t);if(n<0)return[];let r=[];return e.groups.forEach((i,s)=>{e.state[n][s]===null&&e.thresholds.forEach((o,a)=>{let l=e.ar[n][s][a];typeof l=="number"&&r.push({group:i,threshold:o,ar:l,lower:e.ar_lower[n][s][a]??l,upper:e.ar_upper[n][s][a]??l})})}),r}var Yu=class extends V{constructor(){super();this.chart=null;this.cls=null,this.points=[],this.groups=[]}willUpdate(n){(n.has("points")||n.has("groups"))&&(this.chart=this.draw())}draw(){let n=this.points;if(n.length===0)return null;let r=Pe({width:380,height:240,marginLeft:44,marginBottom:34,style:co,x:{label:"IoU threshold",labelAnchor:"center",labelArrow:"none",ticks:5},y:qp("AR",g0(n.map(i=>i.ar),n)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:b0(n,"threshold","ar",i=>`${i.group}: AR@${i.threshold} = ${(i.ar*100).toFixed(1)}% [${(i.lower*100).toFixed(1)}, ${(i.upper*100).toFixed(1)}]`)});return Up(r),r}render(){if(this.cls===null)return v;let n=new Set(this.points.map(i=>i.group)),r=this.groups.filter(i=>!n.has(i));return h`<h3>AR over IoU thresholds: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-groups=${n.size}>
        ${this.chart??h`<div class="muted">No sufficient group for this class.</div>`}
      </div>
      ${r.length?h`<div class="note muted">Not drawn (insufficient or nobody): ${r.join("; ")}</div>`:v}
      <div class="note muted">Bands: Wilson intervals of each AR.</div>`}};Yu.properties={cls:{attribute:!1},points:{attribute:!1},groups:{attribute:!1}},Yu.styles=[U,Si,jp];customElements.define("fairness-ar-chart",Yu);var x0="detection_recall",$0=class extends us{constructor(n){super(n);this.detection=!0}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.view(x0,"",rp(i),xE,r),o=ju(s.groups,n),a=await this.api.view(x0,np,ip({...i,grouping:fn(s.grouping),a:o?n.a:null,b:o?n.b:null}),Mc,r);return{main:s,table:$E(s,this.declaration),disparity:a}}renderChart(n,r){let i=n.main;return h`<fairness-ar-chart .cls=${r} .points=${r===null?[]:_E(i,r)} .groups=${i.groups}></fairness-ar-chart>`}};customElements.define("fairness-detection-view",$0);var SE={kind:x0,title:"detection recall",render:(e,t)=>h`<fairness-detection-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-detection-view
    >`,hint:()=>h`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,example:`# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`};var Wp=z`
  button.row-key {
    max-width: 100%;
    border: 0;
    padding: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: inherit;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    vertical-align: bottom;
    cursor: pointer;
    text-decoration: underline dotted var(--muted);
    text-underline-offset: 3px;
  }
  button.row-key:hover {
    color: var(--accent);
    text-decoration-color: var(--accent);
  }
  button.row-key:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: 1px;
  }
  button.row-key[aria-expanded='true'] {
    color: inherit;
    font-weight: 500;
    text-decoration: underline solid var(--accent) 2px;
  }
  td:has(> button.row-key[aria-expanded='true']),
  th:has(> button.row-key[aria-expanded='true']) {
    background: var(--selected-bg);
  }
  .row-drill {
    scroll-margin: 8px;
  }
`,qa=class{constructor(t,n){this.host=t;this.changed=n;this.key=null;this.opener=null;this.focusPending=!1;this.revealPending=!1;t.addController(this)}read(t){this.key=ep(t),this.revealPending=this.key!==null}params(){return Qf(this.key)}open(t,n){this.opener=n,this.focusPending=!0,this.revealPending=!0;let r=this.panel();t===this.key&&r?.status==="ready"&&this.reveal(r),t!==this.key&&(this.key=t,this.changed()),this.host.requestUpdate()}close(t=!0){let n=this.key;if(n===null)return;let r=this.opener?.isConnected&&this.opener.dataset.key===n?this.opener:this.buttonOf(n);this.key=null,this.opener=null,this.focusPending=!1,this.revealPending=!1,this.changed(),this.host.requestUpdate(),t&&r?.focus({preventScroll:!0})}keepIn(t){this.key!==null&&!t.includes(this.key)&&this.close(!1)}hostUpdated(){if(!this.focusPending)return;let t=this.panel();t&&(this.focusPending=!1,t.updateComplete.then(()=>t.focusPanel()))}panel(){return this.host.renderRoot.querySelector("fairness-row-drilldown")}onLoaded(t){this.revealPending&&this.reveal(t.target)}reveal(t){this.revealPending=!1,t.scrollIntoView({block:"nearest",behavior:"smooth"})}buttonOf(t){return[...this.host.renderRoot.querySelectorAll("button.row-key")].find(r=>r.dataset.key===t)??null}button(t,n=t,r="row",i=""){let s=t===this.key,o=`${i?`${i}
`:""}${r} ${t}: click or press Enter for its counts, and its bias in every run and over the steps`;return h`<button
      class="row-key"
      data-key=${t}
      aria-expanded=${s?"true":"false"}
      title=${o}
      @click=${a=>this.open(t,a.currentTarget)}
    >${n}</button>`}render(t){return this.key===null?v:h`<fairness-row-drilldown
      class="row-drill"
      role="region"
      aria-label=${`${t.noun} ${this.key}, drilled down`}
      .api=${t.api}
      .tag=${t.tag}
      .run=${t.run}
      .step=${t.step}
      .rowKey=${this.key}
      .options=${t.options}
      .noun=${t.noun}
      .declaration=${t.declaration}
      .closable=${!0}
      @row-close=${()=>this.close()}
      @row-loaded=${n=>this.onLoaded(n)}
    ></fairness-row-drilldown>`}};var dI=z`
  .tables {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  .side {
    width: 420px;
    flex: none;
  }
  .table-box {
    overflow: auto;
    max-height: 420px;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: var(--bg);
  }
  th,
  td {
    text-align: right;
  }
  .text {
    text-align: left;
  }
  td.gname {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  input[name='fdr'] {
    width: 72px;
  }
  .sig {
    color: var(--accent);
  }
  .p {
    color: var(--muted);
    font-size: 11px;
  }
  .why {
    cursor: help;
  }
  td.significant .v,
  tr.significant td[data-col='score'] {
    font-weight: 500;
  }
  @media (max-width: 1000px) {
    .main {
      flex-direction: column;
    }
    .side {
      width: auto;
    }
  }
`,fI="False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the tested groups)",Br=class extends V{constructor(n,r){super();this.codec=n;this.request=new ue;this.shell=new Ke(this,[this.request]);this.downloads=new bn(this,()=>this.api,()=>this.declaration);this.rows=new qa(this,()=>this.emitSelection());this.moreParams=[];this.api=r??new Ut,this.info=null,this.declaration=null,this.params=[],this.selection=n.defaults(null),this.data=null}rowButton(n,r=n,i=""){return this.rows.button(n,r,this.rowNoun,i)}emitSelection(){Ge(this,[...this.codec.toParams(this.selection,this.declaration),...this.rows.params(),...this.moreParams])}setMoreParams(n){this.moreParams=n,this.emitSelection()}replaceSelection(n){this.selection=n,this.emitSelection()}change(n,r){this.selection={...this.selection,...n},this.emitSelection(),r&&this.load()}async load(){let n=await this.shell.run(this.request,r=>this.fetch(r),()=>this.data=null);n!==se&&(this.data=n,this.loaded(n),this.rows.keepIn(this.rowKeys(n)),this.shell.ready())}loaded(n){}willUpdate(n){this.hasUpdated?(n.has("report")&&lr(n.get("report"),this.report)||n.has("info")&&ur(n.get("info"),this.info,this.report))&&this.load():(this.rows.read(this.params),this.replaceSelection(this.codec.fromParams(this.params,this.declaration)),this.load())}reset(){this.rows.close(!1),this.replaceSelection(this.codec.defaults(this.declaration)),this.report.step!==null?gn(this,{step:null}):this.load()}download(n,r){let i={run:n.run,tag:n.tag,step:n.step,table:r.table,options:r.options};this.downloads.download(r.button,i,Rt(["fairness",...r.file]))}renderCsvButtons(n){let r=n!==null&&this.downloads.pending===null;return n===null?this.csvButtons.map(i=>this.shell.renderCsvButton(i.button,!1,()=>{},mn(this.declaration,i.table,null),i.label)):this.csvTables(n).map(i=>this.shell.renderCsvButton(i.button,r,()=>this.download(n,i),mn(this.declaration,i.table,i.rows),i.label))}render(){let n=this.data;return h`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(n)}
          <span class="spacer"></span>
          ${this.renderCsvButtons(n)}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(n,r=>this.renderReport(r),"Loading the report\u2026")}`}renderDrill(n){return this.rows.render({api:this.api,tag:n.tag,run:n.run,step:n.step,options:this.rowOptions(n),noun:this.rowNoun,declaration:this.declaration})}renderReport(n){let r=this.info?.description??"";return h`<div class="body ${this.shell.loading?"stale":""}">
      ${r?h`<div class="summary"><span class="description">${r}</span></div>`:v}
      ${n.groups.length===0?h`<div class="none message">This report has no groups.</div>`:this.renderBody(n)}
    </div>`}};Br.properties={...ar,selection:{state:!0},data:{state:!0}},Br.styles=[U,Oe,Me,or,Xr,Ze,To,Wp,dI];var ki=class extends Br{constructor(t,n){super(t,n),this.fdrText=String(this.selection.fdr??"")}replaceSelection(t){super.replaceSelection(t),this.fdrText=String(t.fdr??"")}loaded(t){let n=t.fdr;this.selection.fdr===null&&this.fdrText===""&&n!==void 0&&(this.fdrText=String(n))}onFdr(t){this.fdrText=t;let n=Wt(this.declaration,"fdr",t);n!==null&&n!==this.selection.fdr&&this.change({fdr:n},!0)}renderFdr(){return Wc(this.declaration,this.fdrText,fI,t=>this.onFdr(t))}};ki.properties={...Br.properties,fdrText:{state:!0}};function Xu(e){return zr(rt(e))}function cs(e,t,n=v){return h`<div class="main">
    <div class="tables">${e}${n}</div>
    <div class="side">${t}</div>
  </div>`}function Hr(e,t,n=v){return h`<section>
    <h3>${e}</h3>
    ${n}
    <div class="table-box">${t}</div>
  </section>`}function Fr(e,t,n,r){return h`<table class=${e} aria-label=${t}>
    <thead>
      <tr>
        ${n}
      </tr>
    </thead>
    <tbody>
      ${r}
    </tbody>
  </table>`}function Je(e,t,n,r=""){return h`<th class=${r} data-col=${t} title=${at(e,t,n)}>${e}</th>`}function Ua(e,t){return h`<td class="text gname" data-col=${e} title=${t}>${t}</td>`}function kE(e,t,n){return h`<td class="text gname" data-col=${e} title=${t}>${n}</td>`}function Wa(e,t,n,r,i,s="undefined",o){let a=o?o.cell.p===null?"":String(o.cell.p):v,l=o?o.cell.significant?"true":"false":v;return t===null?h`<td
      class="state"
      data-group=${e.group}
      data-key=${e.key??""}
      data-state="undefined"
      data-n=${i}
      data-p=${a}
      data-significant=${l}
      title=${o?o.cell.title:""}
    >
      ${s}
    </td>`:h`<td
    class=${o?.cell.significant?"significant":""}
    data-group=${e.group}
    data-key=${e.key??""}
    data-value=${String(t)}
    data-lower=${String(n)}
    data-upper=${String(r)}
    data-n=${i}
    data-p=${a}
    data-significant=${l}
  >
    <span class="v">${ao(t,n,r)}</span> <span class="n">n=${P(i)}</span>${o?h` <span class="p ${o.cell.p===null?"why":""}" title=${o.cell.title}>p=${o.cell.text}</span>${o.cell.significant?h` ${Xu(o.q)}`:v}`:v}
  </td>`}function TE(e,t="view route"){j(e)||R(t,"not an object");let{groups:n,types:r,thresholds:i}=e;(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&R(t,"no `groups`, `types` or `thresholds`"),er(t,e,["group_counts","hits","hit_rate","lower","upper"],n.length,"group");for(let s of["hit_rate","lower","upper"])for(let o of e[s]){(!Array.isArray(o)||o.length!==r.length)&&R(t,`\`${s}\` rows do not have one entry per type`);for(let a of o)(!Array.isArray(a)||a.length!==i.length)&&R(t,`\`${s}\` does not have one entry per threshold`)}(!Array.isArray(e.labels)||!Array.isArray(e.harmful_types))&&R(t,"no `labels` or `harmful_types`");for(let s of e.labels)(!j(s)||typeof s.label!="string"||!Array.isArray(s.rate)||!Array.isArray(s.gap))&&R(t,"a malformed `labels` entry"),(s.rate.length!==n.length||s.gap.length!==n.length)&&R(t,"`labels` rates do not have one entry per group");return e}function RE(e){return{run:e.run,tag:e.tag,step:e.step}}var _0="harmful";function S0(){return{type:_0,threshold:null}}function CE(e){let t=[];return e.type!==_0&&ne(t,"type",e.type),ne(t,"threshold",e.threshold),t}function ME(e,t){let n=Ie(e),r=S0(),i=n.get("type");i&&(r.type=i);let s=he(n.get("threshold"));return Re(t,"threshold",s)&&(r.threshold=s),r}function Yp(e,t){let n=e.types.indexOf(t);if(n>=0)return n;let r=e.types.indexOf(_0);return r>=0?r:0}function Ju(e,t){let n=t===null?-1:e.indexOf(t);return n>=0?n:0}function EE(e,t){let n=[];return e.groups.forEach((r,i)=>{e.thresholds.forEach((s,o)=>{let a=e.hit_rate[i][t][o],l=e.lower[i][t][o],u=e.upper[i][t][o];a!==null&&n.push({group:r,threshold:s,rate:a,lower:l??a,upper:u??a})})}),n}function AE(e,t,n){if(t===null||n===null)return"no interval: the group has no images";let r=i=>`${(i*100).toFixed(1)}%`;return`${Math.round(e*100)}% interval (Wilson): [${r(t)}, ${r(n)}]`}function Gp(e){return typeof e=="number"&&Number.isFinite(e)?e:null}function PE(e,t){return e.labels.map(r=>{let i=e.groups.map((u,c)=>r.rate[c]?.[t]??null),s=-1,o=-1;for(let u=0;u<i.length;u++){let c=i[u];c===null||!Number.isFinite(c)||((s<0||c>i[s])&&(s=u),(o<0||c<i[o])&&(o=u))}let a=Gp(r.spread?.[t]),l=a!==null&&s>=0&&o>=0;return{label:r.label,type:r.type,rates:i,lower:e.groups.map((u,c)=>r.rate_lower?.[c]?.[t]??null),upper:e.groups.map((u,c)=>r.rate_upper?.[c]?.[t]??null),pValue:r.p_value?.[t]??null,significant:r.significant?.[t]??!1,gaps:e.groups.map((u,c)=>Gp(r.gap[c]?.[t])),spread:a,spreadLower:Gp(r.spread_lower?.[t]),spreadUpper:Gp(r.spread_upper?.[t]),highest:l?e.groups[s]:null,lowest:l?e.groups[o]:null}}).map((r,i)=>({row:r,i})).sort((r,i)=>r.row.spread===null||i.row.spread===null?r.row.spread===null?i.row.spread===null?r.i-i.i:1:-1:i.row.spread-r.row.spread||r.i-i.i).map(r=>r.row)}var k0="rates",T0="labels";function R0(e,t){let n=e.thresholds[t];return n===void 0?{}:{threshold:String(n)}}function DE(e){return{rates:e.types.length*e.groups.length,labels:e.labels.length*e.groups.length}}var LE="harmful_label_association",pI={defaults:S0,fromParams:ME,toParams:CE},C0=class extends Br{constructor(t){super(pI,t)}fetch(t){return this.api.view(LE,"",RE(this.report),TE,t)}loaded(t){let n=this.selection,r=t.types[Yp(t,n.type)]??n.type,i=n.threshold!==null&&t.thresholds.includes(n.threshold)?n.threshold:null;(r!==n.type||i!==n.threshold)&&this.change({type:r,threshold:i},!1)}get rowNoun(){return"label"}rowKeys(t){return t.labels.map(n=>n.label)}rowOptions(t){return R0(t,Ju(t.thresholds,this.selection.threshold))}get csvButtons(){return[{button:"download",label:"Download CSV",table:k0},{button:"download-labels",label:"Download labels CSV",table:T0}]}csvTables(t){let n=Ju(t.thresholds,this.selection.threshold),r=R0(t,n),i=DE(t),s=[t.run,t.tag,`step${t.step}`,"harmful",`t${t.thresholds[n]}`];return[{button:"download",label:"Download CSV",table:k0,options:r,rows:i.rates,file:s},{button:"download-labels",label:"Download labels CSV",table:T0,options:r,rows:i.labels,file:[...s,"labels"]}]}renderPickers(t){let n=t?.types??[this.selection.type],r=t?Yp(t,this.selection.type):0,i=t?.thresholds??[],s=Ju(i,this.selection.threshold);return h`<label class="field" title="The type of harmful label whose hit rates the tables and the chart show (the report's types)">
        <span class="name">Label type</span>
        <select name="type" ?disabled=${!t} @change=${o=>this.change({type:o.target.value},!1)}>
          ${n.map((o,a)=>h`<option value=${o} ?selected=${a===r}>${o}</option>`)}
        </select>
      </label>
      <label class="field" title=${de(this.declaration,"threshold")}>
        <span class="name">${pe(this.declaration,"threshold","Score threshold")}</span>
        <select
          name="threshold"
          ?disabled=${i.length===0}
          @change=${o=>{let a=Number(o.target.value);this.change({threshold:a===i[0]?null:a},!1)}}
        >
          ${i.map((o,a)=>h`<option value=${String(o)} ?selected=${a===s}>${o}</option>`)}
        </select>
      </label>`}renderBody(t){let n=Yp(t,this.selection.type),r=t.types[n],i=Ju(t.thresholds,this.selection.threshold),s=t.thresholds[i],o=PE(t,i),a=EE(t,n).map(u=>({group:u.group,x:u.threshold,y:u.rate,lower:u.lower,upper:u.upper})),l=h`<fairness-band-chart
      .heading=${`Hit rate of ${r} versus threshold`}
      .points=${a}
      .groups=${t.groups}
      .xLabel=${"score threshold"}
      .yLabel=${"hit rate"}
      .note=${"Bands: Wilson intervals of each hit rate."}
    ></fairness-band-chart>`;return h`<div class="summary" data-type=${r} data-threshold=${s}>
        <span><b>${P(t.n)}</b> ${At(t.n,"image")} · <b>${P(t.groups.length)}</b> ${At(t.groups.length,"group")} · step ${t.step} ·
          ${Math.round(t.level*100)}% Wilson intervals</span>
        <span>type <b class="type">${r}</b> · harmful types: ${t.harmful_types.join(", ")}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold · click a harmful label for its
          spread in every run and over the steps</span>
      </div>
      ${cs(h`${Hr(h`Hit rate of <span class="type">${r}</span> per group and threshold`,Fr("hits","Hit rate per group and threshold",h`${Je("group","group","the group of images","text")}
              ${t.thresholds.map(u=>h`<th data-threshold=${u} title=${mI(u)}>≥ ${u}</th>`)}`,t.groups.map((u,c)=>h`<tr data-group=${u}>
                ${Ua("group",u)}
                ${t.thresholds.map((d,f)=>Wa({group:u,key:d},t.hit_rate[c][n][f],t.lower[c][n][f],t.upper[c][n][f],t.group_counts[c]))}
              </tr>`)))}
        ${Hr(`Harmful labels at threshold ${s}`,o.length===0?h`<div class="none">No harmful label of the taxonomy was predicted.</div>`:Fr("labels","Harmful labels",h`${Je("label","label","the harmful label","text")}
                  ${Je("type","type","the type of harmful label it belongs to","text")}
                  ${t.groups.map(u=>h`<th data-group=${u} title=${gI(u,s)}>${u}</th>`)}
                  ${Je("rate spread","spread",`the highest minus the lowest group's rate (in percentage points), which groups, and its ${Math.round(t.level*100)}% interval that holds whichever groups are the extremes: the bias Compare and the drill-down judge`)}
                  ${Je("p","p_value","the p-value of the chi-square test that every group with images predicts this label at one rate")}
                  ${Je("\u2605","significant",`the groups differ, after Benjamini-Hochberg at FDR ${t.fdr} over the labels`)}`,o.map(u=>this.renderLabelRow(t,u))))}`,l,this.renderDrill(t))}`}renderLabelRow(t,n){return h`<tr data-label=${n.label}>
      ${kE("label",n.label,this.rowButton(n.label))}
      <td class="text" data-col="type">${n.type}</td>
      ${n.rates.map((r,i)=>r===null?h`<td class="state" data-group=${t.groups[i]}>undefined</td>`:h`<td data-group=${t.groups[i]} data-value=${String(r)} title=${hI(t.level,n,i)}>
              ${(r*100).toFixed(1)}%
            </td>`)}
      ${n.spread===null?h`<td class="state" data-col="spread" title="fewer than two groups with images">undefined</td>`:h`<td data-col="spread" data-value=${String(n.spread)} data-highest=${n.highest??""} data-lowest=${n.lowest??""}>
            ${wi(n.spread,n.spreadLower,n.spreadUpper).replace(/^\+/,"")}
            <span class="n">${n.highest} − ${n.lowest}</span>
          </td>`}
      <td data-col="p_value" title=${n.pValue===null?"untestable: fewer than two groups, or no variation":""}>
        ${n.pValue===null?"\u2014":We(n.pValue)}
      </td>
      <td data-col="significant" class="star">
        ${n.significant?h`<span aria-label="significant" title="significant">★</span>`:v}
      </td>
    </tr>`}};customElements.define("fairness-harmful-view",C0);function hI(e,t,n){let r=t.gaps[n],i=r===null?"":`; ${wi(r,null,null)} against the mean of the other groups`;return AE(e,t.lower[n],t.upper[n])+i}function mI(e){return at(`\u2265 ${e}`,"value",`the hit rate at score threshold ${e}: the share of the group's images with a label of the type among their top 5 predictions, scored at least ${e}; with its interval and n, the group's images`)}function gI(e,t){return at(e,"rate",`the share of the images of ${e} with this label among their top 5 predictions, scored at least ${t}`)}var OE={kind:LE,title:"harmful-label-association",render:(e,t)=>h`<fairness-harmful-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-harmful-view
    >`,hint:()=>h`No harmful-label-association reports: log one with <code>w.harmful_label_association(…)</code>, each image's
      top-5 labels and scores, its group and a taxonomy of the labels.`,example:`# Harmful label associations (Goyal et al. 2022): top-5 labels and scores per image.
w.harmful_label_association("harmful/val", 0, labels=[["ape", "tree", "car", "cup", "dog"]],
                            scores=[[0.9, 0.5, 0.2, 0.1, 0.1]], groups=["darker"],
                            taxonomy={"ape": "non_human"})`};var NE="fdr",bI="q";function Xp(e,t,n){Ve(e,NE,t,n,"fdr")}function Jp(e,t){return gt(t,"fdr",he(e.get(NE)??e.get(bI)))}function Ga(e,t,n,r){return typeof e=="number"&&Number.isFinite(e)?{p:e,text:We(e),title:`p = ${e} (${n})`,significant:t===!0}:{p:null,text:"\u2014",title:`No p-value: ${r}`,significant:!1}}function Ya(e,t,n,r,i){let s=t.filter((o,a)=>o===!0&&typeof n[a]=="number").length;return{q:e,significant:s,tested:ir(n),unit:r,what:i}}function IE(e,t="view route"){j(e)||R(t,"not an object");let{groups:n}=e;return Array.isArray(n)||R(t,"no `groups`"),er(t,e,["households","images","score","lower","upper","image_rate"],n.length,"group"),e.p_value!==void 0&&er(t,e,["p_value","significant"],n.length,"group"),Array.isArray(e.groupings)||R(t,"no `groupings`"),e}var M0="Welch's t-test of the group's household hit rates against every other household's",zE="the group or the rest has fewer than 2 households, or no household differs";function BE(e,t){return Ya(vi(e,t),e.significant??[],e.p_value??[],"group","each group's households against all other households (Welch's t-test)")}function HE(e){return{by:nr(e,"by"),fdr:Fe(e,"fdr")}}function FE(e,t){let n=[];return Ve(n,"by",e.by,t),Xp(n,e.fdr,t),n}function VE(e,t){let n=Ie(e);return{by:Hn(t,"by",n.get("by")),fdr:Jp(n,t)}}function KE(e,t){return{run:e.run,tag:e.tag,step:e.step,by:t.by,fdr:t.fdr}}function Xa(e){return e.replace("_"," \xD7 ")}function E0(e){let t={by:e.by};return e.fdr!==void 0&&(t.fdr=String(e.fdr)),t}function jE(e){let t=[];return e.groups.forEach((n,r)=>{let i=e.score[r];i!==null&&t.push({group:n,value:i,lower:e.lower[r]??i,upper:e.upper[r]??i})}),t}var A0="geodiversity",qE="groups",yI={defaults:HE,fromParams:VE,toParams:FE},P0=class extends ki{constructor(t){super(yI,t)}fetch(t){return this.api.view(A0,"",KE(this.report,this.selection),IE,t)}get rowNoun(){return"grouping"}rowKeys(t){return[t.by]}rowOptions(t){return E0(t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:qE}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,A0,t.by];return[{button:"download",label:"Download CSV",table:qE,options:E0(t),rows:t.groups.length,file:n}]}groupings(){let t=rr(this.declaration,"by"),n=this.data?.by??this.selection.by;return n!==null&&!t.includes(n)?[...t,n]:t}renderPickers(){return h`<label class="field" title=${de(this.declaration,"by")}>
        <span class="name">${pe(this.declaration,"by","Group by")}</span>
        <select name="by" @change=${t=>this.change({by:t.target.value},!0)}>
          ${this.groupings().map(t=>h`<option value=${t} ?selected=${t===this.selection.by}>${Xa(t)}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`}renderBody(t){let n=t.households.reduce((i,s)=>i+s,0),r=vi(t,this.declaration);return h`<div class="summary" data-by=${t.by}>
        <span><b>${P(n)}</b> ${At(n,"household")} in <b>${P(t.groups.length)}</b>
          ${At(t.groups.length,"group")} of
          <b class="by">${Xa(t.by)}</b> · step ${t.step} · ${Math.round(t.level*100)}% intervals</span>
        <span class="note muted">Intervals resample households (${P(t.resamples)} bootstrap resamples), not images.</span>
      </div>
      ${cs(Hr(h`Household-averaged score per group of ${this.rowButton(t.by,Xa(t.by))}
            <span class="muted hint">(click it for the score spread in every run and over the steps)</span>`,Fr("geo","Score per group",h`${Je("group","group",`the group of households, by ${Xa(t.by)}`,"text")}
              ${Je("households","n","the group's households: the score averages over them, and its interval resamples them")}
              ${Je("images","images","the images of the group's households")}
              ${Je("score [interval]","value","the mean over the group's households of each one's hit rate (the share of its images with a true label among the top predictions), with its bootstrap interval (lower, upper)")}
              ${Je("share of images hit","image_rate","the share of the group's images that are hits, pooled over images rather than households, for contrast")}
              ${Je("p","p_value",`the p-value of ${M0}`)}
              ${Je("\u2605","significant",rt(r))}`,t.groups.map((i,s)=>this.renderGroupRow(t,i,s,r))),on("legend",BE(t,this.declaration))),h`<fairness-score-bars
          .heading=${`Score by ${Xa(t.by)}`}
          .bars=${jE(t)}
          .groups=${t.groups}
          .yLabel=${"score"}
        ></fairness-score-bars>`,this.renderDrill(t))}`}renderGroupRow(t,n,r,i){let s=t.score[r],o=t.image_rate[r],a=Ga(t.p_value?.[r],t.significant?.[r],M0,zE);return h`<tr data-group=${n} class=${a.significant?"significant":""} data-significant=${a.significant?"true":"false"}>
      ${Ua("group",n)}
      <td data-col="households" data-value=${t.households[r]}>${P(t.households[r])}</td>
      <td data-col="images" data-value=${t.images[r]}>${P(t.images[r])}</td>
      ${s===null?h`<td class="state" data-col="score" data-state="no-households">no households</td>`:h`<td data-col="score" data-value=${String(s)} data-lower=${String(t.lower[r])} data-upper=${String(t.upper[r])}>
            ${ao(s,t.lower[r],t.upper[r])}
          </td>`}
      ${o===null?h`<td class="state" data-col="image_rate">—</td>`:h`<td data-col="image_rate" data-value=${String(o)}>${(o*100).toFixed(1)}%</td>`}
      <td data-col="p_value" class=${a.p===null?"why":""} data-value=${a.p===null?"":String(a.p)} title=${a.title}>
        ${a.text}
      </td>
      <td data-col="significant">${a.significant?Xu(i):v}</td>
    </tr>`}};customElements.define("fairness-geo-view",P0);var UE={kind:A0,title:"geodiversity",render:(e,t)=>h`<fairness-geo-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-geo-view
    >`,hint:()=>h`No geodiversity reports: log one with <code>w.geodiversity(…)</code>, each image's ground-truth label, top-5
      predictions and its household's income and region.`,example:`# Geodiversity (Goyal et al. 2022): one row per image and ground-truth label.
w.geodiversity("geo/val", 0, image_ids=["a"], true_labels=["stove"],
               predicted_labels=[["stove", "bed", "cup", "tv", "sofa"]],
               household_ids=["h1"], incomes=[120.0], regions=["Africa"])`};function WE(e,t="view route"){j(e)||R(t,"not an object");let{groups:n,ks:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&R(t,"no `groups` or `ks`");let i=e.p_value!==void 0;er(t,e,["queries","precision","lower","upper",...i?["p_value","significant"]:[]],n.length,"group");for(let s of["precision","lower","upper",...i?["p_value","significant"]:[]])for(let o of e[s])(!Array.isArray(o)||o.length!==r.length)&&R(t,`\`${s}\` rows do not have one entry per K`);return e}var GE="Welch's t-test of the group's P@K against the other groups' queries",YE="the group or the rest has fewer than 2 queries, or every query scores alike";function XE(e,t){return Ya(vi(e,t),(e.significant??[]).flat(),(e.p_value??[]).flat(),"cell","each group's queries against the other groups' queries at that K (Welch's t-test)")}function JE(e){return{fdr:Fe(e,"fdr")}}function ZE(e,t){let n=[];return Xp(n,e.fdr,t),n}function QE(e,t){return{fdr:Jp(Ie(e),t)}}function eA(e,t){return{run:e.run,tag:e.tag,step:e.step,fdr:t.fdr}}function D0(e){return e.fdr===void 0?{}:{fdr:String(e.fdr)}}function tA(e){let t=[];return e.groups.forEach((n,r)=>{e.ks.forEach((i,s)=>{let o=e.precision[r][s];o!==null&&t.push({group:n,k:i,precision:o,lower:e.lower[r][s]??o,upper:e.upper[r][s]??o})})}),t}var sA="retrieval_precision",nA="precision",vI={defaults:JE,fromParams:QE,toParams:ZE},L0=class extends ki{constructor(t){super(vI,t)}fetch(t){return this.api.view(sA,"",eA(this.report,this.selection),WE,t)}get rowNoun(){return"cut-off"}rowKeys(t){return t.ks.map(rA)}rowOptions(t){return D0(t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:nA}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,"retrieval"],r=t.groups.length*t.ks.length;return[{button:"download",label:"Download CSV",table:nA,options:D0(t),rows:r,file:n}]}renderPickers(){return this.renderFdr()}renderBody(t){let n=t.queries.reduce((s,o)=>s+o,0),r=vi(t,this.declaration),i=tA(t).map(s=>({group:s.group,x:s.k,y:s.precision,lower:s.lower,upper:s.upper}));return h`<div class="summary">
        <span><b>${P(n)}</b> ${At(n,"query","queries")} in <b>${P(t.groups.length)}</b>
          ${At(t.groups.length,"group")} · step ${t.step} ·
          ${Math.round(t.level*100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute · click a precision@K head for
          its spread in every run and over the steps</span>
      </div>
      ${cs(Hr("Mean Precision@K per group",Fr("retrieval","Precision at K per group",h`${Je("group","group","the queries' attribute","text")}
              ${Je("queries","n","the queries with this attribute: the mean and its t interval are over them")}
              ${t.ks.map(s=>h`<th data-k=${s} title=${iA(s)}>${this.rowButton(rA(s),`precision@${s}`,iA(s))}</th>`)}`,t.groups.map((s,o)=>h`<tr data-group=${s}>
                ${Ua("group",s)}
                <td data-col="queries" data-value=${t.queries[o]}>${P(t.queries[o])}</td>
                ${t.ks.map((a,l)=>Wa({group:s,key:a},t.precision[o][l],t.lower[o][l],t.upper[o][l],t.queries[o],"undefined",{cell:Ga(t.p_value?.[o]?.[l],t.significant?.[o]?.[l],GE,YE),q:r}))}
              </tr>`)),on("legend",XE(t,this.declaration))),h`<fairness-band-chart
          .heading=${"P@K versus K"}
          .points=${i}
          .groups=${t.groups}
          .xLabel=${"K"}
          .yLabel=${"P@K"}
          .note=${"Bands: t intervals of each mean."}
        ></fairness-band-chart>`,this.renderDrill(t))}`}};customElements.define("fairness-retrieval-view",L0);function rA(e){return`P@${e}`}function iA(e){return at(`precision@${e}`,"value",`P@${e}, the mean over the group's queries of the share of each one's ${e} nearest neighbours with its attribute; with its t interval, n and the test against the other groups (p_value)`)}var oA={kind:sA,title:"same-attribute retrieval",render:(e,t)=>h`<fairness-retrieval-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-retrieval-view
    >`,hint:()=>h`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,example:`# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`};var zn={metric:"metric",grouping:"grouping",threshold:"threshold",baseline:"baseline",label:"label",fdr:"fdr"};function O0(e){return{metric:Hn(e,"metric",void 0),grouping:null,threshold:null,baseline:null,label:null,fdr:gt(e,"fdr",null)}}function aA(e,t){let n=[];return Ve(n,zn.metric,e.metric,t),ne(n,zn.grouping,e.grouping),ne(n,zn.threshold,e.threshold),ne(n,zn.baseline,e.baseline),ne(n,zn.label,e.label),Ve(n,zn.fdr,e.fdr,t),n}function lA(e,t){let n=Ie(e),r=O0(t);r.metric=Hn(t,"metric",n.get(zn.metric));let i=o=>{let a=n.get(o);return a===void 0||a===""?null:a};r.grouping=i(zn.grouping),r.baseline=i(zn.baseline),r.label=i(zn.label);let s=he(n.get(zn.threshold));return Re(t,"threshold",s)&&(r.threshold=s),r.fdr=gt(t,"fdr",he(n.get(zn.fdr))),r}function uA(e,t){return{run:e.run,tag:e.tag,step:e.step,metric:t.metric,grouping:t.grouping,threshold:t.threshold,baseline:t.baseline,label:t.label,fdr:t.fdr}}function Zp(e,t=!0){return{metric:e.metric,grouping:e.grouping.join(" & "),...t?{threshold:String(e.threshold)}:{},baseline:e.baseline,label:e.label,fdr:String(e.fdr),min_count:String(e.min_count),level:String(e.level)}}function Qp(e,t){if(e.length===0||!Number.isFinite(t))return null;let n=e[0];for(let r of e)Math.abs(r-t)<Math.abs(n-t)&&(n=r);return n}function cA(e){return e.metrics.map(({name:t,title:n})=>{let r=e.at_threshold[t];return{metric:t,title:n,cells:e.groups.map((i,s)=>({value:r.value[s],lower:r.lower[s],upper:r.upper[s],n:r.n[s],state:r.state[s],p:r.p_value[s],significant:r.significant[s]===!0}))}})}function eh(e,t){return e.state==="insufficient"?`n=${e.n} < ${t}`:e.state==="undefined"?e.n===0?"none":"undefined":e.state==="baseline"?"baseline":""}function dA(e){return e.curve_thresholds??e.thresholds}function fA(e,t){let n=e.curves[t];if(!n)return[];let r=[];return e.groups.forEach((i,s)=>{dA(e).forEach((o,a)=>{let l=n.value[s][a];l!==null&&r.push({group:i,x:o,y:l,lower:n.lower[s][a]??l,upper:n.upper[s][a]??l})})}),r}function pA(e,t){let n=e.at_threshold[t];if(!n)return[];let r=[];return e.groups.forEach((i,s)=>{let o=n.ratio[s];if(o===null||n.ratio_state[s]!==null)return;let a=o<e.four_fifths||o>1/e.four_fifths;r.push({group:i,ratio:o,lower:n.ratio_lower[s],upper:n.ratio_upper[s],flagged:a})}),r}function hA(e){let t=e.curves.tpr,n=e.curves.fpr,r=[],i=[];return!t||!n?{curve:r,at:i}:(e.groups.forEach((s,o)=>{dA(e).forEach((a,l)=>{let u=t.value[o][l],c=n.value[o][l];if(c===null||u===null)return;let d={group:s,fpr:c,tpr:u,threshold:a};r.push(d),a===e.threshold&&i.push(d)})}),{curve:r,at:i})}function mA(e,t="view route"){j(e)||R(t,"not an object");let n=e;(!Array.isArray(n.groups)||!Array.isArray(n.thresholds)||!Array.isArray(n.metrics))&&R(t,"no `groups`, `thresholds` or `metrics`");let r=n.groups.length;n.curve_thresholds!==void 0&&!Array.isArray(n.curve_thresholds)&&R(t,"`curve_thresholds` is not a list");let i=(n.curve_thresholds??n.thresholds).length;for(let{name:s}of n.metrics){let o=n.at_threshold?.[s];o||R(t,`no \`${s}\` in \`at_threshold\``);for(let a of["n","value","lower","upper","state","p_value","significant","ratio","ratio_state"])(!Array.isArray(o[a])||o[a].length!==r)&&R(t,`\`at_threshold.${s}.${a}\` has not one entry per group`)}for(let s of new Set([n.metric??"","tpr","fpr"])){let o=n.curves?.[s];(!o||!Array.isArray(o.value)||o.value.length!==r||o.value.some(a=>a.length!==i))&&R(t,`\`curves.${s}\` is not groups x curve thresholds`)}return e}var vA=z`
  :host {
    margin-bottom: 16px;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  section + section {
    margin-top: 12px;
  }
`,gA=e=>`${(e*100).toFixed(1)}%`,bA="http://www.w3.org/2000/svg";function yA(e,t){e.dispatchEvent(new CustomEvent("threshold-change",{detail:t,bubbles:!0,composed:!0}))}var Zu=class extends _i{constructor(){super();this.rule=null;this.dragging=!1;this.thresholds=[],this.threshold=.5,this.xLabel="score threshold",this.note="Bands: Wilson intervals. Drag the orange rule (or focus it and use the arrow keys) to choose the threshold."}willUpdate(n){super.willUpdate(n),this.chart&&!this.dragging&&this.placeRule(this.threshold)}draw(){this.rule=null;let n=super.draw(),r=n?.tagName.toLowerCase()==="svg"?n:n?.querySelector(":scope > svg");return n&&r&&this.addRule(n,r),n}get plot(){return this.chart}addRule(n,r){let[i,s]=n.scale("y")?.range??[0,0],o=document.createElementNS(bA,"g");o.setAttribute("class","threshold-rule"),o.setAttribute("tabindex","0"),o.setAttribute("role","slider"),o.setAttribute("aria-label","Score threshold: drag, or use the arrow keys");for(let[a,l,u]of[["grip","14","transparent"],["shown","2","var(--accent)"]]){let c=document.createElementNS(bA,"line");c.setAttribute("class",a),c.setAttribute("y1",String(i)),c.setAttribute("y2",String(s)),c.setAttribute("stroke",u),c.setAttribute("stroke-width",l),o.append(c)}r.append(o),this.rule=o,r.addEventListener("pointerdown",a=>this.onDown(a,r)),r.addEventListener("pointermove",a=>this.onMove(a,r)),r.addEventListener("pointerup",a=>this.onUp(a,r)),r.addEventListener("pointercancel",()=>this.cancel()),o.addEventListener("keydown",a=>this.onKey(a))}placeRule(n){let r=this.plot?.scale("x");if(!this.rule||!r?.apply)return;let i=String(r.apply(n));for(let s of this.rule.querySelectorAll("line"))s.setAttribute("x1",i),s.setAttribute("x2",i);this.rule.setAttribute("aria-valuenow",String(n)),this.rule.setAttribute("aria-valuemin",String(this.thresholds[0]??"")),this.rule.setAttribute("aria-valuemax",String(this.thresholds[this.thresholds.length-1]??"")),this.rule.setAttribute("data-threshold",String(n))}thresholdAt(n,r){let i=this.plot?.scale("x");if(!i?.invert)return null;let s=r.getBoundingClientRect(),o=Number(r.getAttribute("width"))||s.width,a=(n.clientX-s.left)*o/(s.width||1);return Qp(this.thresholds,Number(i.invert(a)))}onDown(n,r){let i=this.thresholdAt(n,r);i!==null&&(this.dragging=!0,r.setPointerCapture?.(n.pointerId),this.placeRule(i),n.preventDefault())}onMove(n,r){if(!this.dragging)return;let i=this.thresholdAt(n,r);i!==null&&this.placeRule(i)}onUp(n,r){if(!this.dragging)return;this.dragging=!1;let i=this.thresholdAt(n,r);i!==null&&i!==this.threshold?yA(this,i):this.placeRule(this.threshold)}cancel(){this.dragging=!1,this.placeRule(this.threshold)}onKey(n){let r=n.key==="ArrowLeft"||n.key==="ArrowDown"?-1:n.key==="ArrowRight"||n.key==="ArrowUp"?1:0;if(r===0)return;n.preventDefault();let i=this.thresholds.indexOf(this.threshold)+r;i>=0&&i<this.thresholds.length&&yA(this,this.thresholds[i])}};Zu.properties={..._i.properties,thresholds:{attribute:!1},threshold:{attribute:!1}},Zu.styles=[..._i.styles,z`
      :host {
        margin-bottom: 16px;
      }
      .threshold-rule {
        cursor: ew-resize;
        outline: none;
      }
      .threshold-rule:focus-visible line.shown {
        stroke-width: 4;
      }
      svg {
        touch-action: none;
      }
    `];customElements.define("fairness-threshold-chart",Zu);var Qu=class extends V{constructor(){super();this.chart=null;this.heading="",this.points=[],this.fourFifths=.8,this.baseline=""}willUpdate(n){(n.has("points")||n.has("fourFifths"))&&(this.chart=this.draw())}draw(){let n=this.points;if(n.length===0)return null;let r=n.flatMap(o=>[o.ratio,o.upper??o.ratio]),i=Math.max(1/this.fourFifths+.1,...r),s=[this.fourFifths,1/this.fourFifths];return Pe({width:420,height:60+26*n.length,marginLeft:120,style:co,x:{domain:[0,i],label:`ratio to ${this.baseline}`,labelAnchor:"center",labelArrow:"none",grid:!0},y:{domain:n.map(o=>o.group),label:null,tickFormat:o=>o.length>18?o.slice(0,17)+"\u2026":o},marks:[He([1],{stroke:"var(--chart-rule)"}),He(s,{stroke:"var(--error)",strokeDasharray:"4,3"}),_t(n,{y:"group",x1:"lower",x2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),lt(n,{y:"group",x:"ratio",r:4,fill:o=>o.flagged?"var(--error)":"var(--chart-ink)",title:o=>`${o.group}: ${o.ratio.toFixed(3)}`+(o.lower!==null&&o.upper!==null?` [${o.lower.toFixed(3)}, ${o.upper.toFixed(3)}]`:"")})]})}render(){return h`<h3>${this.heading}</h3>
      <div class="chart" data-points=${this.points.length} data-flagged=${this.points.filter(n=>n.flagged).length}>
        ${this.chart??h`<div class="muted">No group has a ratio to the baseline at this threshold.</div>`}
      </div>
      <div class="note muted">Whiskers: Katz log intervals. Dashed: the four-fifths lines (${this.fourFifths} and ${(1/this.fourFifths).toFixed(2)}).</div>`}};Qu.properties={heading:{attribute:!1},points:{attribute:!1},fourFifths:{attribute:!1},baseline:{attribute:!1}},Qu.styles=[U,Si,vA];customElements.define("fairness-ratio-chart",Qu);var ec=class extends V{constructor(){super();this.chart=null;this.curve=[],this.at=[],this.groups=[],this.threshold=.5}willUpdate(n){(n.has("curve")||n.has("at")||n.has("groups"))&&(this.chart=this.draw())}draw(){if(this.curve.length===0)return null;let n={domain:[0,1],grid:!0,labelAnchor:"center",labelArrow:"none",tickFormat:r=>`${Math.round(r*100)}%`};return Pe({width:420,height:300,marginLeft:44,marginBottom:34,style:co,x:{...n,label:"false positive rate"},y:{...n,label:"true positive rate"},color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:[Zi([[0,0],[1,1]]),Zi(this.curve,{x:"fpr",y:"tpr",z:"group",stroke:"group",strokeOpacity:.45}),lt(this.at,{x:"fpr",y:"tpr",fill:"group",r:5,stroke:"var(--chart-halo)",title:r=>`${r.group} at ${r.threshold}: FPR ${gA(r.fpr)}, TPR ${gA(r.tpr)}`})]})}render(){return h`<h3>ROC per group, points at threshold ${this.threshold}</h3>
      <div class="chart" data-points=${this.at.length}>${this.chart??h`<div class="muted">No group has both rates.</div>`}</div>
      ${this.at.length<this.groups.length?h`<div class="note muted">Groups whose TPR or FPR is insufficient at this threshold have no point.</div>`:v}`}};ec.properties={curve:{attribute:!1},at:{attribute:!1},groups:{attribute:!1},threshold:{attribute:!1}},ec.styles=[U,Si,vA];customElements.define("fairness-roc-chart",ec);var _A="binary_classification",wA="metrics",xA="cells",wI={defaults:O0,fromParams:lA,toParams:aA},xI="two-proportion z-test of the group against the other groups pooled",th=class extends ki{constructor(t){super(wI,t)}fetch(t){return this.api.view(_A,"",uA(this.report,this.selection),mA,t)}loaded(t){super.loaded(t);let n=this.selection,r={};n.threshold!==null&&n.threshold!==t.threshold&&(r.threshold=t.threshold),n.baseline!==null&&n.baseline!==t.baseline&&(r.baseline=null),Object.keys(r).length&&this.change(r,!1)}get rowNoun(){return"metric"}rowKeys(t){return t.metrics.map(n=>n.name)}rowOptions(t){return Zp(t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:wA},{button:"download-cells",label:"Download curves CSV",table:xA}]}csvTables(t){let n=Zp(t),r=[t.run,t.tag,`step${t.step}`,"binary",t.label];return[{button:"download",label:"Download CSV",table:wA,options:n,rows:t.metrics.length*t.groups.length,file:[...r,`t${t.threshold}`]},{button:"download-cells",label:"Download curves CSV",table:xA,options:Zp(t,!1),rows:t.groups.length*t.thresholds.length,file:[...r,t.metric]}]}setThreshold(t){t!==null&&t!==this.data?.threshold&&this.change({threshold:t},!0)}renderPickers(t){let n=this.selection,r=t?.metrics.map(l=>l.name)??rr(this.declaration,"metric"),i=t?.groupings??[],s=t?fn(t.grouping):n.grouping,o=(l,u,c,d,f)=>h`<label class="field" title=${de(this.declaration,l)}>
        <span class="name">${pe(this.declaration,l,u)}</span>
        <select name=${l} ?disabled=${d.length===0} @change=${p=>f(p.target.value)}>
          ${d.map(([p,m])=>h`<option value=${p} ?selected=${p===c}>${m}</option>`)}
        </select>
      </label>`,a=l=>t?.metrics.find(u=>u.name===l)?.title??l;return h`${o("metric","Metric",t?.metric??n.metric,r.map(l=>[l,a(l)]),l=>this.change({metric:l},!0))}
    ${o("grouping","Grouping",s,i.map(l=>[fn(l),Ma(l)]),l=>this.change({grouping:l,baseline:null},!0))}
    ${o("baseline","Baseline group",t?.baseline??n.baseline,(t?.groups??[]).map(l=>[l,l]),l=>this.change({baseline:l},!0))}
    ${t&&t.labels.length>1?o("label","Label",t.label,t.labels.map(l=>[l,l]),l=>this.change({label:l},!0)):v}
    <label class="field" title=${de(this.declaration,"threshold","typed values snap to the report\u2019s nearest threshold")}>
      <span class="name">${pe(this.declaration,"threshold","Threshold")}</span>
      <input
        type="number"
        name="threshold"
        step="0.01"
        inputmode="decimal"
        ?disabled=${!t}
        .value=${String(t?.threshold??n.threshold??"")}
        @change=${l=>t&&this.setThreshold(Qp(t.thresholds,Number(l.target.value)))}
      />
    </label>
    ${this.renderFdr()}`}renderBody(t){let n=cA(t),r=t.metrics.find(c=>c.name===t.metric)?.title??t.metric,i=t.group_sizes.reduce((c,d)=>c+d,0),s=n.flatMap(c=>c.cells.map(d=>d.p)),o=n.flatMap(c=>c.cells.map(d=>d.significant)),a=on("legend",Ya(t.fdr,o,s,"cell","each cell tests its group against the other groups pooled at this threshold")),l=hA(t),u=h`<fairness-threshold-chart
        .heading=${`${r} versus threshold`}
        .points=${fA(t,t.metric)}
        .groups=${t.groups}
        .thresholds=${t.thresholds}
        .threshold=${t.threshold}
        .yLabel=${t.metric}
        @threshold-change=${c=>this.setThreshold(c.detail)}
      ></fairness-threshold-chart>
      <fairness-ratio-chart
        .heading=${`${r}: ratio to ${t.baseline} at ${t.threshold}`}
        .points=${pA(t,t.metric)}
        .fourFifths=${t.four_fifths}
        .baseline=${t.baseline}
      ></fairness-ratio-chart>
      <fairness-roc-chart .curve=${l.curve} .at=${l.at} .groups=${t.groups} .threshold=${t.threshold}></fairness-roc-chart>`;return h`<div class="summary" data-threshold=${t.threshold} data-metric=${t.metric}>
        <span><b>${P(i)}</b> ${At(i,"example")} in <b>${P(t.groups.length)}</b>
          ${At(t.groups.length,"group")} of <b>${Ma(t.grouping)}</b> · label <b>${t.label}</b> · step ${t.step} ·
          threshold <b class="threshold">${t.threshold}</b> · ${Math.round(t.level*100)}% intervals</span>
        <span>${$A("Demographic parity difference","dp",t.demographic_parity_difference)} ·
          ${$A("Equalized odds difference","eo",t.equalized_odds_difference)}</span>
        <span class="muted">positive: score ≥ threshold; cells with a denominator under ${t.min_count} are insufficient · click a metric
          for its spread in every run and over the steps</span>
      </div>
      ${cs(h`${Hr(h`Every metric per group at threshold ${t.threshold}`,Fr("binary","Metric per group",h`${Je("metric","metric","the rate, a share of the confusion counts (its denominator is n)","text")}
            ${t.groups.map((c,d)=>h`<th data-group=${c} title=${`${c}: ${P(t.group_sizes[d])} examples, ${P(t.positives[d])} positive`}>
                  ${c}${c===t.baseline?h` <span class="n">(baseline)</span>`:v}
                </th>`)}`,n.map(c=>h`<tr data-metric=${c.metric} class=${c.metric===t.metric?"selected":""}>
                <td class="text" data-col="metric" title=${c.title}>${this.rowButton(c.metric,c.title,c.title)}</td>
                ${c.cells.map((d,f)=>this.cell(t,c.metric,f,d))}
              </tr>`)),a)}
        ${this.renderBaselineTable(t)}`,u,this.renderDrill(t))}
      ${this.renderSlices(t)}`}renderSlices(t){if(!Fp(this.declaration))return v;let n=r=>{r.stopPropagation(),this.setMoreParams(r.detail)};return h`<fairness-slices-panel
      .api=${this.api}
      .run=${t.run}
      .tag=${t.tag}
      .step=${t.step}
      .declaration=${this.declaration}
      .params=${this.moreParams}
      .fdr=${t.fdr}
      .context=${{label:t.label,threshold:t.threshold}}
      @view-params=${n}
    ></fairness-slices-panel>`}willUpdate(t){this.hasUpdated||(this.moreParams=Fa(Ha(this.params,this.declaration),this.declaration)),super.willUpdate(t)}cell(t,n,r,i){let s=t.groups[r];if(i.state!==null)return h`<td
        class="state"
        data-group=${s}
        data-key=${n}
        data-state=${i.state}
        data-n=${i.n}
        title=${t.reasons[i.state]??i.state}
      >
        ${eh(i,t.min_count)}
      </td>`;let o={cell:Ga(i.p,i.significant,xI,"the group or the rest is insufficient, or nothing varies"),q:t.fdr};return Wa({group:s,key:n},i.value,i.lower,i.upper,i.n,"undefined",o)}renderBaselineTable(t){let n=t.at_threshold[t.metric],r=t.metrics.find(i=>i.name===t.metric)?.title??t.metric;return Hr(h`${r} against <span class="baseline">${t.baseline}</span> at ${t.threshold}`,Fr("baseline","Against the baseline",h`${Je("group","group","the group compared with the baseline","text")}
        ${Je("difference [interval]","difference","the group's rate minus the baseline's, in percentage points (Newcombe interval)")}
        ${Je("ratio [interval]","ratio","the group's rate over the baseline's (Katz log interval); under 0.8 fails the four-fifths rule")}`,t.groups.map((i,s)=>h`<tr data-group=${i}>
            <td class="text gname" title=${i}>${i}</td>
            ${n.difference_state[s]!==null||n.difference[s]===null?h`<td class="state" data-col="difference">${eh({state:n.difference_state[s]??"undefined",n:n.n[s]},t.min_count)}</td>`:h`<td data-col="difference" data-value=${String(n.difference[s])}>
                  ${wi(n.difference[s],n.difference_lower[s],n.difference_upper[s])}
                </td>`}
            ${n.ratio_state[s]!==null||n.ratio[s]===null?h`<td class="state" data-col="ratio" title=${t.reasons[n.ratio_state[s]??"undefined"]??""}>
                  ${eh({state:n.ratio_state[s]??"undefined",n:n.n[s]},t.min_count)}
                </td>`:h`<td data-col="ratio" data-value=${String(n.ratio[s])} class=${n.ratio[s]<t.four_fifths?"flagged":""}>
                  ${$I(n.ratio[s],n.ratio_lower[s],n.ratio_upper[s])}
                  ${n.ratio[s]<t.four_fifths?Xu(null):v}
                </td>`}
          </tr>`)))}};th.styles=[...Br.styles,z`
      tr.selected td[data-col='metric'] {
        font-weight: 500;
        box-shadow: inset 3px 0 0 var(--accent);
      }
      td.flagged {
        color: var(--error);
      }
    `];customElements.define("fairness-binary-view",th);function $I(e,t,n){return e.toFixed(3)+(t!==null&&n!==null?` [${t.toFixed(2)}, ${n.toFixed(2)}]`:"")}function $A(e,t,n){return h`<span data-headline=${t}
    >${e}
    <b>${n.value===null?"undefined (fewer than two sufficient groups)":wi(n.value,n.lower,n.upper).replace(/^\+/,"")}</b></span
  >`}var SA={kind:_A,title:"binary classifier",render:(e,t)=>h`<fairness-binary-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-binary-view
    >`,hint:()=>h`No binary classifier reports: log one with <code>w.binary_classification(…)</code>, each example's score, its 0/1
      label and its attributes (gender, age, …).`,example:`# A scored binary classifier: every rate per group at every threshold.
w.binary_classification("binary/val", 0, scores=[0.9, 0.2, 0.7], labels=[1, 0, 0],
                        attributes={"gender": ["f", "m", "m"]})`};var tc=[SM,qM,wE,SE,OE,UE,oA,SA];var I0="insufficient",nc="significant",kA="p_value",_I=new Set(["percent","points","count","p"]);function N0(e){return typeof e=="number"&&Number.isFinite(e)}function SI(e,t,n){let r=t.filter(i=>i!=null);return r.length>0&&r.every(i=>typeof i=="boolean")?"flag":r.some(i=>typeof i=="string")?"text":n!==void 0&&_I.has(n)?n:e==="p_value"?"p":n===void 0&&r.length>0&&r.every(i=>Number.isInteger(i))?"count":"number"}function TA(e,t){let n=e?.tables.find(s=>s.name===t)??e?.tables[0],r=e?.bias.format??"value",i={};for(let[s,o]of Object.entries(n?.formats??{}))i[s]=o==="bias"?r==="bias"?"value":r:o;return i}function RA(e,t){let n=e.columns,r=a=>e.rows.map(l=>l[a]),i=new Map;n.forEach((a,l)=>{a==="lower"&&n[l+1]==="upper"&&l>0&&i.set(n[l-1],["lower","upper"]);let u=/^(.+)_lower$/.exec(a);u&&n.includes(u[1])&&n.includes(`${u[1]}_upper`)&&i.set(u[1],[a,`${u[1]}_upper`])});let s=new Set([...i.values()].flat()),o=[];for(let a of n){if(s.has(a))continue;let l=SI(a,r(a),t[a]);o.push({key:a,head:a.replace(/_/g," "),kind:l,reads:[a]});let u=i.get(a);u&&l!=="text"&&l!=="flag"&&o.push({key:`${a}:interval`,head:`${a.replace(/_/g," ")} interval`,kind:"interval",reads:u,of:l})}return o}function kI(e,t){return e==="count"?P(t):e==="p"?We(t):e==="percent"?`${$e(t)}%`:e==="points"?`${$e(t)} pp`:ve(t)}function CA(e,t){if(e.kind==="interval"){let[r,i]=e.reads.map(a=>t[a]);if(!N0(r)||!N0(i))return{text:"",title:"no interval"};let s=e.of??"number";return{text:s==="percent"?`[${$e(r)}%, ${$e(i)}%]`:s==="points"?`[${$e(r)}, ${$e(i)}] pp`:`[${ve(r)}, ${ve(i)}]`,title:`[${r}, ${i}]`}}let n=t[e.reads[0]];return n==null?{text:e.kind==="text"?"":"undefined",title:"undefined"}:typeof n=="boolean"?{text:n?"\u2713":"",title:n?"yes":"no"}:typeof n=="string"?{text:n,title:n}:typeof n!="number"?{text:String(n),title:String(n)}:Number.isFinite(n)?e.kind==="text"||e.kind==="flag"?{text:String(n),title:String(n)}:{text:kI(e.kind,n),title:String(n)}:{text:"undefined",title:"undefined"}}function TI(e,t){let n=t[e.reads[0]];return typeof n=="boolean"?n?1:0:typeof n=="string"||N0(n)?n:null}function MA(e,t,n){let r=e.map((o,a)=>a);if(!t)return r;let i=e.map(o=>TI(t,o)),s=n==="asc"?1:-1;return r.sort((o,a)=>{let l=i[o],u=i[a];if(l===null||u===null)return l===null&&u===null?o-a:l===null?1:-1;let c=typeof l=="string"||typeof u=="string"?String(l).localeCompare(String(u)):l-u;return c!==0?s*c:o-a})}function z0(e){return e.kind==="text"||e.kind==="p"?"asc":"desc"}function EA(e,t){let n=t?.bias.value,r=e.find(i=>i.key===n)??e[0];return r?{key:r.key,dir:z0(r)}:{key:"",dir:"desc"}}function AA(e){let t=[];for(let[n,r]of Object.entries(e))n==="columns"||n==="rows"||n==="run"||n==="tag"||n==="step"||(typeof r=="number"?t.push(`${n} ${Number.isInteger(r)?P(r):ve(r)}`):typeof r=="string"||typeof r=="boolean"?t.push(`${n} ${String(r)}`):Array.isArray(r)&&r.every(i=>typeof i=="string"||typeof i=="number")&&t.push(`${n} ${r.join(", ")}`));return t.join(" \xB7 ")}function PA(e){let t=0,n=0;for(let i of e.rows)i[I0]===!0&&t++,i[nc]===!0&&n++;let r=e.columns.includes(kA)?ir(e.rows.map(i=>i[kA])):null;return{insufficient:t,significant:n,tested:r}}var B0=2e3,DA="table",LA="sort",OA="dir";function H0(e){return(e?.options??[]).filter(t=>t.name!=="table"&&(t.used_by??["view"]).includes("view"))}var rc=class extends V{constructor(n){super();this.request=new ue;this.shell=new Ke(this,[this.request]);this.downloads=new bn(this,()=>this.api,()=>this.declaration);this.rows=new qa(this,()=>this.emitSelection());this.api=n??new Ut,this.info=null,this.declaration=null,this.params=[],this.data=null,this.table=null,this.sort="",this.dir="desc",this.optionText={}}options(){let n={};for(let r of H0(this.declaration)){let i=(this.optionText[r.name]??"").trim();i!==""&&(n[r.name]=i)}return n}emitSelection(){let n=[];ne(n,DA,this.table),ne(n,LA,this.sort||null),ne(n,OA,this.sort?this.dir:null);for(let[r,i]of Object.entries(this.options()))ne(n,r,String(i));Ge(this,[...n,...this.rows.params()])}readParams(){let n=Ie(this.params),r=this.declaration?.tables.map(o=>o.name)??[],i=n.get(DA);this.table=i!==void 0&&r.includes(i)?i:null,this.sort=n.get(LA)??"",this.dir=n.get(OA)==="asc"?"asc":"desc";let s={};for(let o of H0(this.declaration)){let a=n.get(o.name);a!==void 0&&(s[o.name]=a)}this.optionText=s,this.rows.read(this.params)}async load(){let{run:n,tag:r,step:i}=this.report,s={run:n,tag:r,step:i,table:this.table,options:this.options()},o=await this.shell.run(this.request,l=>this.api.tableJson(s,l),()=>this.data=null);if(o===se)return;this.data=o;let a=this.declaration?.bias.key;this.rows.keepIn(a?o.rows.map(l=>String(l[a]??"")):[]),this.shell.ready()}willUpdate(n){this.hasUpdated?(n.has("report")&&lr(n.get("report"),this.report)||n.has("info")&&ur(n.get("info"),this.info,this.report))&&this.load():(this.readParams(),this.emitSelection(),this.load())}onTable(n){this.table=n===this.declaration?.tables[0]?.name?null:n,this.sort="",this.rows.close(!1),this.emitSelection(),this.load()}onOption(n,r){this.optionText={...this.optionText,[n]:r},this.emitSelection(),this.load()}onSort(n,r){this.dir=rs(n.key,r.key,r.dir,()=>z0(n)),this.sort=n.key,this.emitSelection()}reset(){this.table=null,this.sort="",this.optionText={},this.rows.close(!1),this.emitSelection(),this.report.step!==null?gn(this,{step:null}):this.load()}download(n){let{run:r,tag:i}=this.report,s=typeof n.step=="number"?n.step:this.report.step,o=this.table??this.declaration?.tables[0]?.name??null,a={run:r,tag:i,step:s,table:o,options:this.options()};this.downloads.download("download",a,Rt(["fairness",r,i,`step${s}`,o??"table"]))}renderOption(n){let r=this.optionText[n.name]??"",i=pe(this.declaration,n.name),s=de(this.declaration,n.name);return n.choices?h`<label class="field">
        <span class="name" title=${s}>${i}</span>
        <select name=${"option-"+n.name} title=${s} @change=${o=>this.onOption(n.name,o.target.value)}>
          <option value="" .selected=${r===""}>default (${String(n.default??"")})</option>
          ${vs(n,this.table??this.declaration?.tables[0]?.name??null).map(o=>h`<option .value=${o} .selected=${o===r}>${o}</option>`)}
        </select>
      </label>`:h`<label class="field">
      <span class="name" title=${s}>${i}</span>
      <input
        name=${"option-"+n.name}
        type=${n.type==="str"?"text":"number"}
        step=${n.type==="int"?"1":"any"}
        placeholder=${n.default===null||n.default===void 0?"from the report":String(n.default)}
        title=${s}
        .value=${r}
        @change=${o=>this.onOption(n.name,o.target.value)}
      />
    </label>`}renderPickers(){let n=this.declaration?.tables??[],r=this.table??n[0]?.name??"";return h`${n.length>1?h`<label class="field">
          <span class="name">Table</span>
          <select name="table" @change=${i=>this.onTable(i.target.value)}>
            ${n.map(i=>h`<option .value=${i.name} .selected=${i.name===r}>${i.title}</option>`)}
          </select>
        </label>`:v}
    ${H0(this.declaration).map(i=>this.renderOption(i))}`}renderHead(n,r){let i=n.key===r.key,s=n.kind==="text";return h`<th class=${s?"text":""} data-col=${n.key} aria-sort=${is(i,r.dir)}>
      <button class="sort" title=${`${n.head}. Click to sort.`} @click=${()=>this.onSort(n,r)}>
        ${n.head} <span class="arrow">${i?ss(!0,r.dir):""}</span>
      </button>
    </th>`}renderCell(n,r,i,s){if(n.key===nc&&n.kind==="flag")return h`<td data-col=${n.key}>${r[nc]===!0?zr(s):v}</td>`;let{text:o,title:a}=CA(n,r),l=[n.kind==="text"?"text":"",o==="undefined"?"undefined":""].join(" ").trim(),u=n.key===i&&typeof r[n.key]=="string"?this.rows.button(String(r[n.key]),o,i??"row"):o;return h`<td class=${l} data-col=${n.key} title=${a}>${u}</td>`}renderTable(n){let r=TA(this.declaration,this.table),i=RA(n,r),s=EA(i,this.declaration),o=i.some(y=>y.key===this.sort)?{key:this.sort,dir:this.dir}:s,a=MA(n.rows,i.find(y=>y.key===o.key),o.dir),l=a.slice(0,B0),{insufficient:u,significant:c,tested:d}=PA(n),f=this.declaration?.bias.key,p=typeof n.fdr=="number"?n.fdr:null,m=rt(p),g=this.declaration?.tables.find(y=>y.name===(this.table??this.declaration?.tables[0]?.name))?.title??"Table";return h`<div class="summary">
        <span class="count" data-rows=${n.rows.length}>
          ${n.rows.length.toLocaleString("en-US")} rows${a.length>B0?h`, the first ${B0.toLocaleString("en-US")} shown (the CSV has them all)`:v}
        </span>
        ${u?h`<span class="note" data-insufficient=${u}> · ${u} too small to trust (muted)</span>`:v}
        <span class="note"> · ${AA(n)}</span>
      </div>
      ${i.some(y=>y.key===nc)?on("legend",{q:p,significant:c,tested:d,unit:"row"}):v}
      <h3>${g}</h3>
      <div class="table-box">
        <table aria-label=${g}>
          <thead>
            <tr>
              ${i.map(y=>this.renderHead(y,o))}
            </tr>
          </thead>
          <tbody>
            ${l.map(y=>{let b=n.rows[y];return h`<tr class=${b[I0]===!0?"insufficient":""}>
                ${i.map(w=>this.renderCell(w,b,f,m))}
              </tr>`})}
          </tbody>
        </table>
      </div>
      ${this.rows.key!==null&&typeof n.step=="number"?this.rows.render({api:this.api,tag:this.report.tag,run:this.report.run,step:n.step,options:this.options(),noun:f??"row",declaration:this.declaration}):v}`}render(){let n=this.data,r=this.info?.description??"",i=this.table??this.declaration?.tables[0]?.name??null;return h`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers()}
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",n!==null&&this.downloads.pending===null,()=>n&&this.download(n),mn(this.declaration,i,n?n.rows.length:null))}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(n,s=>h`<div class="body ${this.shell.loading?"stale":""}">
            ${r?h`<div class="summary"><span class="description">${r}</span></div>`:v}
            ${this.renderTable(s)}
          </div>`,"Loading the report\u2026")}`}};rc.properties={...ar,data:{state:!0},table:{state:!0},sort:{state:!0},dir:{state:!0},optionText:{state:!0}},rc.styles=[U,Oe,Me,or,Xr,Ze,To,Wp,z`
      .table-box {
        overflow: auto;
        max-height: 70vh;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: var(--bg);
      }
      th,
      td {
        text-align: right;
        white-space: nowrap;
      }
      th.text,
      td.text {
        text-align: left;
      }
      td.text {
        max-width: 320px;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      th button.sort {
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        cursor: pointer;
      }
      tr.insufficient td {
        color: var(--muted);
      }
      .sig {
        color: var(--accent);
      }
      td.undefined {
        color: var(--muted);
        font-style: italic;
      }
      .note {
        color: var(--muted);
        font-size: 12px;
      }
      input.invalid {
        border-color: var(--error, #c5221f);
      }
    `];customElements.define("fairness-table-view",rc);function NA(e){return{kind:e.name,title:e.title,render:(t,n)=>h`<fairness-table-view .report=${t.report} .info=${t.info} .declaration=${t.declaration} .params=${t.params}
        >${n}</fairness-table-view
      >`,hint:()=>h`A ${e.title} report (kind <code>${e.name}</code>, added by an installed package): its writer <code>FileWriter.${e.name}</code>.`,example:`# w.${e.name}("tag", step, ...)  # a kind another package adds`}}var ds="hparam/",F0="bias",Vr={step:"step",sort:"sort",dir:"dir",search:"q",pick:"pick"};function RI(e){return De+Dr+e}function V0(){return{step:null,sort:F0,dir:null,search:"",picks:[],own:{}}}function CI(e){return e===void 0?!1:["run","step","bias","performance","pareto"].includes(e)||e.startsWith(ds)&&e.length>ds.length}function nh(e,t){let n=[],r=(i,s)=>ne(n,Dr+i,s);r(Vr.step,e.step),e.sort!==F0&&r(Vr.sort,e.sort),r(Vr.dir,e.dir),r(Vr.search,e.search);for(let i of e.picks)r(Vr.pick,i);return[...n,...Or(e.own,Dr,t)]}function zA(e,t){let n=[...e],r=Ie(n),i=u=>r.get(Dr+u),s=V0();s.step=wo(i(Vr.step));let o=i(Vr.sort);CI(o)&&(s.sort=o);let a=i(Vr.dir);(a==="asc"||a==="desc")&&(s.dir=a),s.search=i(Vr.search)??"";let l=RI(Vr.pick);for(let[u,c]of n)u===l&&c!==""&&!s.picks.includes(c)&&s.picks.length<2&&s.picks.push(c);return s.own=Lr(n,Dr,t),s}function BA(e,t,n=null){return Qi(n,"runs",Nn(e,t.own))}function K0(e,t){return e.filter(n=>t.includes(n))}function HA(e,t,n){let r=e.filter(i=>i!==t);return n?[...r,t].slice(-2):r}function FA(e,t){let n=new Set;for(let r of e)Ce(r)&&Number.isInteger(r)&&r>=0&&n.add(r);return t!==null&&n.add(t),[...n].sort((r,i)=>i-r)}function ic(e,t){let n=e.columns[t];return Array.isArray(n)?n.map(r=>Ce(r)?r:null):new Array(e.rows).fill(null)}function Ja(e,t){return{value:ic(e,t.name),lower:ic(e,`${t.name}_lower`),upper:ic(e,`${t.name}_upper`)}}function VA(e,t){return t==="bias"?e.bias:e.performance}function MI(e,t){switch(t){case"run":return e.columns.run;case"step":return ic(e,"step");case"pareto":return e.columns.pareto.map(n=>n===!0);case"bias":case"performance":{let n=VA(e,t);return n?ic(e,n.name):new Array(e.rows).fill(null)}default:{let n=e.columns[t];return Array.isArray(n)?n.map(r=>typeof r=="number"&&!Number.isFinite(r)?null:r):new Array(e.rows).fill(null)}}}function EI(e,t){return t==="performance"||t==="pareto"?e.performance!==null:t.startsWith(ds)?e.hparams.includes(t.slice(ds.length)):!0}function j0(e,t){return t==="step"||t==="pareto"||(t==="bias"||t==="performance")&&(e?VA(e,t):null)?.better==="higher"?"desc":"asc"}function KA(e,t){let n=e===null||EI(e,t.sort)?t.sort:F0;return{key:n,dir:n===t.sort&&t.dir!==null?t.dir:j0(e,n)}}function IA(e){return typeof e=="number"?Number.isFinite(e)?0:3:typeof e=="boolean"?1:typeof e=="string"?2:3}var q0=new Intl.Collator("en",{numeric:!0,sensitivity:"base"});function AI(e,t){return typeof e=="number"&&typeof t=="number"?e-t:typeof e=="boolean"&&typeof t=="boolean"?Number(e)-Number(t):q0.compare(String(e),String(t))}function jA(e,t,n){let r=MI(e,t),i=e.columns.run,s=n==="asc"?1:-1,o=Array.from({length:e.rows},(a,l)=>l);return o.sort((a,l)=>{let u=r[a]??null,c=r[l]??null,d=IA(u),f=IA(c),p=d===3;if(p!==(f===3))return p?1:-1;if(!p){let g=d!==f?d-f:AI(u,c);if(g!==0)return s*g}return q0.compare(i[a],i[l])||a-l}),o}function qA(e,t,n){let r=Ci(n);if(r.regex===null)return{rows:[...t],error:r.error};let i=r.regex;return{rows:t.filter(s=>i.test(e.columns.run[s])),error:null}}function Qa(e){return e.format==="points"?"pp":e.format==="percent"?"%":""}function Za(e,t){if(!Ce(t))return"\u2014";let n=Qa(e);return n==="pp"?Ei(t):n==="%"?Ue(t):On(e.format,t)}function rh(e,t,n){return St(t,n,Qa(e)===""?ve:$e)}function fo(e){return Ce(e)?`${Number((e*100).toPrecision(3))}%`:""}function U0(e,t,n,r,i){if(!Ce(t))return`${e.title}: undefined for this run (too little data, or no value). Sorted last.`;let s=a=>Za(e,a),o=Ce(n)&&Ce(r)?`, ${fo(i)||"the"} interval [${s(n)}, ${s(r)}]`:", no interval";return`${e.title}: ${Za(e,t)}${o}`}function PI(e,t){return e!=="higher"&&e!=="lower"?"":t==="x"?e==="lower"?"\u2190 better":"better \u2192":e==="higher"?"\u2191 better":"\u2193 better"}function ih(e,t){let n=Qa(e);return[e.title+(n?` (${n})`:""),PI(e.better,t)].filter(Boolean).join(" ")}function W0(e){return Math.round(Math.max(170,yi(G0(e),13)+34))}function G0(e){let t=Qa(e);return e.title+(t?` (${t})`:"")}function Y0(e){return e==null?"\u2014":typeof e=="number"?Number.isFinite(e)?ve(e):"\u2014":String(e)}function UA(e,t){let n=yi(e,13)+30;for(let r of t)n=Math.max(n,yi(Y0(r),13)+18);return Math.round(Math.min(180,Math.max(64,n)))}function WA(e,t){let n=e.performance;if(!n)return{points:[],undrawn:t.length};let r=Ja(e,e.bias),i=Ja(e,n),s=[];for(let o of t){let a=r.value[o],l=i.value[o];a===null||l===null||s.push({row:o,run:e.columns.run[o],x:a,xLower:r.lower[o],xUpper:r.upper[o],y:l,yLower:i.lower[o],yUpper:i.upper[o],pareto:e.columns.pareto[o]===!0})}return{points:s,undrawn:t.length-s.length}}function GA(e){return e.filter(t=>t.pareto).sort((t,n)=>t.x-n.x||t.y-n.y)}function YA(e,t){let n=Ja(e,e.bias),r=e.bias.better==="higher"?-1:1,i=[];for(let s of t){let o=n.value[s];o!==null&&i.push({row:s,run:e.columns.run[s],x:o,xLower:n.lower[s],xUpper:n.upper[s]})}return i.sort((s,o)=>r*(s.x-o.x)||q0.compare(s.run,o.run)),{points:i,undrawn:t.length-i.length}}function sh(e,t,n,r){let i=Qa(r),s=[...e,...t,...n].some(u=>u!==null&&u<0),o=i==="%"?{clamp:[0,1]}:i==="pp"?{clamp:[s?-1:0,1]}:{},a=Pr(e,[],[],o),l=Pr(e,t,n,o);return a===null||l===null?l??a:l[1]-l[0]<=3*(a[1]-a[0])?l:a}function oh(e,t,n){if(Qa(e)==="")return s=>ve(s);let r=Math.abs(n-t)*100,i=r>=5?0:r>=.5?1:2;return s=>(s*100).toFixed(i).replace(/^-/,"\u2212")}function X0(e,t,n){let r=e.columns.step[t];return{run:e.columns.run[t],step:n.step===null||!Ce(r)?null:r}}function XA(e,t,n,r,i){let s=d=>De+qt+d,o=new Set(["a_run","a_step","b_run","b_step","a_min","a_max","b_min","b_max"].map(s)),a=kv(qt,""),l=e.filter(([d,f])=>!o.has(d)&&!d.startsWith(a)&&!(d===s("also")&&(f===t.run||f===n.run))),u=[],c=(d,f)=>ne(u,qt+d,f);return c("a_run",t.run),c("a_step",t.step),c("b_run",n.run),c("b_step",n.step),[...u,...l,...Or(r,qt,i)]}function JA(e,t){return Rt(["fairness","runs",e,t===null?null:`step${t}`])}function ZA(e,t){return Object.entries(vu(t,"runs",e)).filter(([n,r])=>n!=="level"&&r!==null&&r!==void 0&&r!=="").map(([n,r])=>`${n}=${typeof r=="object"?JSON.stringify(r):String(r)}`).join(", ")}var DI=["key","value_a","value_b","bias_a","bias_b","change","verdict","rank_a","rank_b","movement"],rn="also:",el="change",tl="desc";function ah(){return{a:null,b:null,also:[],sort:el,dir:tl,search:"",verdict:null,brush:null,columns:"auto",drill:null}}function J0(e){return e==="key"||e==="rank_a"||e==="rank_b"||e==="verdict"?"asc":"desc"}function Z0(e){return bo.includes(e)}function LI(e){return DI.includes(e)||e.startsWith(rn)&&e.length>rn.length}var Q0=["auto","all","essential"],QA=["ranks","values"],nl="interval",OI=180,NI=150;function II(e,t){return Math.max(t,Math.ceil(e.length*7.4)+30)}function lh(e,t=[]){let{value:n,bias:r,a:i,b:s,noun:o}=e,a=Nt(e.level),l=Nt(e.fdr),u=(c,d,f,p,m="",g=null)=>({key:c,name:d,sub:m,title:p,width:c==="key"?f:Math.min(OI,II(d,f)),group:g});return[u("key",o,NI,`key: the ${o} of the row, as named in both reports.`),u("value_a",`${n} A`,84,`value_a: ${n} in report A (${i}), signed.`,i,"values"),u("value_b",`${n} B`,84,`value_b: ${n} in report B (${s}), signed.`,s,"values"),u("bias_a",`${r} A`,84,`bias_a: the size of the bias (${r}) in report A (${i}); lower is better.`,i),u("bias_b",`${r} B`,84,`bias_b: the size of the bias (${r}) in report B (${s}); lower is better.`,s),u("change","change",84,"change: bias_b \u2212 bias_a, positive when the bias grew from A to B.","B \u2212 A"),u(nl,"interval",168,`lower, upper: the interval of the change (MOVER, from the two sides' intervals): FCR-adjusted (Benjamini-Yekutieli) on the rows judged worsened or improved, where it excludes 0; the marginal ${a} one on the others.`,"FCR / marginal"),u("verdict","verdict",150,`verdict: worsened or improved when the change is significant (Benjamini-Hochberg at FDR ${l}; q-value at most ${l}), else no significant change, or undetermined without a bias on both sides.`,`FDR ${l}`),u("rank_a","rank A",72,`rank_a: the row's rank by ${r} in report A (1: the largest bias).`,"1 = largest","ranks"),u("rank_b","rank B",72,`rank_b: the row's rank by ${r} in report B (1: the largest bias).`,"1 = largest","ranks"),u("movement","movement",92,"movement: rank_a \u2212 rank_b, positive when the row rose (its bias ranks higher) in B.","rank A \u2212 B","ranks"),...t.map(c=>u(`${rn}${c}`,c,96,`${r} in the latest report of run ${c} (an extra run: not in the CSV).`,`${r}, latest`))]}function sc(e,t=new Set){return e.reduce((n,r)=>n+(r.group!==null&&t.has(r.group)?0:r.width),0)}function eP(e,t,n,r=!1){if(t==="all")return new Set;if(t==="essential")return new Set(QA);let i=new Set(r?["values"]:[]);if(n<=0)return i;for(let s of QA){if(sc(e,i)<=n)break;i.add(s)}return i}var Te={aRun:"a_run",aStep:"a_step",bRun:"b_run",bStep:"b_step",also:"also",sort:"sort",dir:"dir",search:"q",verdict:"verdict",aMin:"a_min",aMax:"a_max",bMin:"b_min",bMax:"b_max",columns:"columns",drill:"drill"};function zI(e){return De+qt+e}function tP(e){let t=[],n=(r,i)=>ne(t,qt+r,i);e.a&&(n(Te.aRun,e.a.run),n(Te.aStep,e.a.step)),e.b&&(n(Te.bRun,e.b.run),n(Te.bStep,e.b.step));for(let r of e.also)n(Te.also,r);return(e.sort!==el||e.dir!==tl)&&(n(Te.sort,e.sort),n(Te.dir,e.dir)),n(Te.search,e.search),n(Te.verdict,e.verdict),e.brush&&(n(Te.aMin,e.brush.a[0]),n(Te.aMax,e.brush.a[1]),n(Te.bMin,e.brush.b[0]),n(Te.bMax,e.brush.b[1])),e.columns!=="auto"&&n(Te.columns,e.columns),n(Te.drill,e.drill),t}function nP(e){let t=[...e],n=Ie(t),r=p=>n.get(qt+p),i=p=>{let m=r(p);return m===void 0||m===""?null:m},s=ah(),o=i(Te.aRun);o!==null&&(s.a={run:o,step:wo(r(Te.aStep))});let a=i(Te.bRun);a!==null&&(s.b={run:a,step:wo(r(Te.bStep))});let l=zI(Te.also);for(let[p,m]of t)p===l&&m!==""&&!s.also.includes(m)&&s.also.push(m);let u=r(Te.sort);if(u!==void 0&&LI(u)&&(!u.startsWith(rn)||s.also.includes(u.slice(rn.length)))){s.sort=u;let p=r(Te.dir);s.dir=p==="asc"||p==="desc"?p:J0(u)}s.search=r(Te.search)??"";let c=r(Te.verdict);Z0(c)&&(s.verdict=c);let d=[Te.aMin,Te.aMax,Te.bMin,Te.bMax].map(p=>he(r(p)));if(d.every(p=>p!==null)){let[p,m,g,y]=d;s.brush={a:[Math.min(p,m),Math.max(p,m)],b:[Math.min(g,y),Math.max(g,y)]}}let f=r(Te.columns);return Q0.includes(f)&&(s.columns=f),s.drill=i(Te.drill),s}function rP(e){return e==="worsened"?"improved":e==="improved"?"worsened":e}function iP(e,t,n,r){return e!==null&&t.includes(e.run)?e:t.includes(n)?{run:n,step:r}:t.length?{run:t[0],step:null}:null}function sP(e,t){let n=t.filter(i=>i!==e.run);if(n.length===0)return null;let r=t.indexOf(e.run);return r<0?n[0]:t[(r+1)%t.length]}function oP(e,t){let n=t.map(i=>i.step).sort((i,s)=>i-s);if(n.length===0)return e.step;let r=e.step===null?n.length-1:n.indexOf(e.step);return r<=0?e.step:n[r-1]}function ew(e,t){return e.step===null||t.some(n=>n.step===e.step)?e:{...e,step:null}}function uh(e,t,n,r){return t.filter(i=>e.includes(i)&&i!==n?.run&&i!==r?.run)}function aP(e,t){let n=new Map,r=t.columns;for(let i=0;i<r.key.length;i++)n.set(r.key[i],r.presence[i]==="a"?null:r.bias_b[i]);return e.map(i=>{let s=n.get(i);return Ce(s)?s:null})}function lP(e){let t=(n,r)=>n.every((i,s)=>i===null||r[s]===null||i===r[s]);return t(e.value_a,e.bias_a)&&t(e.value_b,e.bias_b)}var BI={worsened:0,improved:1,no_significant_change:2,undetermined:3};function HI(e,t){if(t==="verdict")return e.columns.verdict.map(n=>BI[n]??null);if(t.startsWith(rn)){let n=t.slice(rn.length);return e.extras.find(r=>r.run===n)?.values??null}return e.columns[t]}function uP(e,t,n){let r=new Int32Array(e.rows);for(let a=0;a<r.length;a++)r[a]=a;let i=n==="asc"?1:-1;if(t==="key"){let a=e.columns.key;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u),r}let s=HI(e,t);if(s===null)return r;let o=new Float64Array(e.rows);for(let a=0;a<o.length;a++){let l=s[a];o[a]=Ce(l)?l:NaN}return r.sort((a,l)=>{let u=o[a],c=o[l],d=Number.isNaN(u),f=Number.isNaN(c);return d||f?d&&f?a-l:d?1:-1:u<c?-i:u>c?i:a-l}),r}function cP(e,t){return e.presence[t]==="both"&&Ce(e.bias_a[t])&&Ce(e.bias_b[t])}function dP(e,t,n){if(!cP(e,t))return!1;let r=e.bias_a[t],i=e.bias_b[t];return r>=n.a[0]&&r<=n.a[1]&&i>=n.b[0]&&i<=n.b[1]}function fP(e,t,n){let{search:r,brush:i}=n,s=n.verdict??null;if(r===null&&i===null&&s===null)return t;let o=e.columns,a=new Int32Array(t.length),l=0;for(let u=0;u<t.length;u++){let c=t[u];s!==null&&o.verdict[c]!==s||i!==null&&!dP(o,c,i)||r!==null&&(r.lastIndex=0,!r.test(o.key[c]))||(a[l++]=c)}return a.slice(0,l)}function pP(e,t){let n=0;for(let r=0;r<e.rows;r++)dP(e.columns,r,t)&&n++;return n}function hP(e){let t=e.key.length,n=new Float64Array(t),r=new Float64Array(t),i=new Int32Array(t),s=[],o=0,a=0,l=0;for(let u=0;u<t;u++)cP(e,u)?(n[o]=e.bias_a[u],r[o]=e.bias_b[u],s.push(e.verdict[u]),i[o++]=u):e.presence[u]!=="both"?a++:l++;return{x:n.slice(0,o),y:r.slice(0,o),verdict:s,index:i.slice(0,o),oneSided:a,undefinedValue:l}}function mP(e,t=5){let n=[],r=[];for(let i=0;i<e.key.length;i++){let s=e.verdict[i],o=e.change[i];if(s!=="worsened"&&s!=="improved"||!Ce(o))continue;let a={row:i,key:e.key[i],biasA:e.bias_a[i],biasB:e.bias_b[i],change:o,lower:e.lower[i],upper:e.upper[i]};(s==="worsened"?n:r).push(a)}return n.sort((i,s)=>s.change-i.change||i.row-s.row),r.sort((i,s)=>i.change-s.change||i.row-s.row),{worsened:n.slice(0,t),improved:r.slice(0,t)}}function gP(e){return"^"+e.replace(/[.*+?^${}()|[\]\\/-]/g,"\\$&")+"$"}function fs(e,t){e.dispatchEvent(new CustomEvent("open-report",{detail:t,bubbles:!0,composed:!0}))}function bP(e,t){e.dispatchEvent(new CustomEvent("open-compare",{detail:t,bubbles:!0,composed:!0}))}var tw=344,nw=16,yP=z`
    :host {
      overflow-y: auto;
    }
    fairness-mode-options.mode-options {
      margin: 2px 0 6px;
    }
    .controls {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      gap: 8px 14px;
    }
    fieldset.side {
      display: flex;
      gap: 8px;
      align-items: flex-end;
      margin: 0;
      padding: 2px 8px 6px;
      border: 1px solid var(--border, #e0e0e0);
      border-radius: 3px;
    }
    fieldset.side legend {
      font-size: 11px;
      font-weight: 500;
      padding: 0 4px;
    }
    button.swap {
      height: 26px;
      margin-bottom: 6px;
      border: 1px solid var(--input-border, #c6c6c6);
      border-radius: 3px;
      background: var(--input-bg, #fff);
      cursor: pointer;
    }
    button.swap:hover {
      background: var(--hover-bg, #fff3e0);
    }
    input.search {
      width: 200px;
    }
    .also {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 10px;
      align-items: center;
      min-height: 26px;
    }
    .also label {
      display: flex;
      gap: 3px;
      align-items: center;
      white-space: nowrap;
    }
    .also input {
      height: auto;
    }
    .summary .what {
      flex-basis: 100%;
    }
    button.text {
      border: 0;
      background: none;
      padding: 0;
      color: var(--accent, #f57c00);
      cursor: pointer;
      text-decoration: underline;
    }
    .chip {
      display: inline-flex;
      gap: 6px;
      align-items: baseline;
      padding: 1px 8px;
      border-radius: 10px;
      background: var(--hover-bg, #fff3e0);
      border: 1px solid var(--accent, #f57c00);
    }
    .v-worsened {
      color: var(--bad, #c62828);
    }
    .v-improved {
      color: var(--good, #2e7d32);
    }
    .v-no_significant_change,
    .v-undetermined,
    .v-none {
      color: var(--muted, #757575);
    }
    .verdict-badge {
      display: inline-block;
      flex: none;
      font-size: 11px;
      line-height: 16px;
      padding: 0 6px;
      border-radius: 8px;
      border: 1px solid currentColor;
      white-space: nowrap;
    }
    .verdict-badge.v-worsened,
    .verdict-badge.v-improved {
      font-weight: 500;
      background: color-mix(in srgb, currentColor 12%, transparent);
    }
    .verdict-summary {
      display: flex;
      gap: 8px;
      align-items: baseline;
      font-size: 14px;
      line-height: 1.45;
    }
    .verdict-summary .overall {
      font-size: 12px;
      line-height: 18px;
    }
    .overall.o-worse {
      color: var(--bad, #c62828);
    }
    .overall.o-better {
      color: var(--good, #2e7d32);
    }
    .overall.o-mixed,
    .overall.o-same {
      color: var(--muted, #757575);
    }
    .overall.o-worse,
    .overall.o-better {
      font-weight: 500;
      background: color-mix(in srgb, currentColor 12%, transparent);
    }
    .headlines {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
    }
    .headline {
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-width: 170px;
      max-width: 260px;
      padding: 6px 10px;
      border: 1px solid var(--border, #e0e0e0);
      border-left-width: 3px;
      border-radius: 3px;
      background: var(--surface, transparent);
    }
    .headline[data-verdict='worsened'] {
      border-left-color: var(--bad, #c62828);
    }
    .headline[data-verdict='improved'] {
      border-left-color: var(--good, #2e7d32);
    }
    .headline .title {
      font-size: 11px;
      color: var(--muted, #757575);
    }
    .headline.performance {
      border-style: dashed;
      border-left-style: solid;
    }
    .headline .role {
      font-size: 10px;
      padding: 0 4px;
      border: 1px solid var(--border, #e0e0e0);
      border-radius: 6px;
    }
    .headline .ab {
      color: var(--fg, #212121);
      font-size: 15px;
      font-variant-numeric: tabular-nums;
    }
    .headline .foot {
      display: flex;
      gap: 8px;
      align-items: baseline;
      justify-content: space-between;
      color: var(--fg, #212121);
      font-size: 12px;
      font-variant-numeric: tabular-nums;
    }
    .download-error {
      flex-basis: 100%;
      color: var(--error, #c62828);
    }
    .main {
      flex: 1;
      min-height: 320px;
      display: flex;
      gap: ${ct(nw)}px;
    }
    fairness-compare-table {
      flex: 1;
      min-width: 0;
    }
    .side-panel {
      width: ${ct(tw)}px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 14px;
      overflow-y: auto;
    }
    .movers h3 {
      display: flex;
      gap: 8px;
      align-items: baseline;
    }
    .movers ol {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    /* The key and its change on one line, the biases and the interval below (muted): the key is never squeezed out. */
    .movers li button {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      width: 100%;
      gap: 0 8px;
      align-items: baseline;
      border: 0;
      background: none;
      padding: 2px 4px;
      cursor: pointer;
      text-align: left;
    }
    .movers li button:hover {
      background: var(--hover-bg, #fff3e0);
    }
    .movers .k {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .movers .ab {
      grid-column: 1 / -1;
      color: var(--muted, #757575);
      font-size: 11px;
      text-align: left;
    }
    .warn {
      color: var(--error, #c62828);
    }
    /* Too narrow for the table and the scatter side by side: the scatter and the movers
       below the table, full width, and the view scrolls as a whole. */
    :host([data-stacked]) .main {
      flex: none;
      flex-direction: column;
      min-height: 0;
    }
    :host([data-stacked]) fairness-compare-table {
      flex: none;
      min-height: 120px;
      max-height: max(280px, calc(100vh - 90px));
    }
    :host([data-stacked]) .side-panel {
      width: auto;
      flex-direction: row;
      flex-wrap: wrap;
      align-items: flex-start;
      gap: 14px 28px;
      overflow: visible;
    }
    :host([data-stacked]) .movers {
      flex: 1 1 260px;
      min-width: 0;
    }
`;function vP(e,t){return e.headlines.length===0?v:h`<div class="headlines ${t?"stale":""}">${e.headlines.map(n=>FI(n,e.level))}</div>`}function FI(e,t){let n=u=>On(e.format,u),r=e.a_interval?St(e.a_interval[0],e.a_interval[1],n):"",i=e.b_interval?St(e.b_interval[0],e.b_interval[1],n):"",s=e.better==="lower"?"lower is better":e.better==="higher"?"higher is better":"neither way is better",o=[`${e.title} (${e.name}), ${s}${e.explanation?`: ${e.explanation}`:""}`,`A: ${On(e.format,e.a)}${r?` ${r}`:""}`,`B: ${On(e.format,e.b)}${i?` ${i}`:""}`,`change B \u2212 A: ${Jf(e)} (marginal ${Nt(t)} interval: each headline number is judged alone)`].join(`
`),a=e.verdict,l=e.role==="performance";return h`<div
    class="headline ${l?"performance":""}"
    data-name=${e.name}
    data-verdict=${a??"none"}
    data-role=${e.role??v}
    title=${l?`${o}
Performance, not a bias: judged, but not part of the verdict above (a model worse for everyone alike is not less fair).`:o}
  >
    <span class="title">${e.title}${l?h` <span class="role">performance</span>`:v}</span>
    <span class="ab"
      ><span class="a" data-v=${e.a??v}>${On(e.format,e.a)}</span> →
      <span class="b" data-v=${e.b??v}>${On(e.format,e.b)}</span></span
    >
    <span class="foot">
      <span class="change" data-v=${e.change??v}>${Jf(e)}</span>
      ${a!==null?h`<span class="verdict-badge v-${a}" data-verdict=${a}>${Wr[a]}</span>`:v}
    </span>
  </div>`}function rw(e,t,n,r,i,s="value"){return h`<div class="movers" data-movers=${e}>
    <h3>
      <span class="v-${e}">${e==="worsened"?"Worsened":"Improved"}</span>
      <span class="muted">${P(n)}</span>
      ${n>t.length?h`<button class="text" name=${`show-${e}`} @click=${()=>i.showAll(e)}>show all</button>`:v}
    </h3>
    ${t.length?h`<ol>
          ${t.map(a=>{let l=St(a.lower,a.upper,Ar(s));return h`<li>
              <button
                data-row=${a.row}
                title=${`Show ${a.key} in the table: ${r} ${jt(a.biasA,s)} \u2192 ${jt(a.biasB,s)}, change ${bi(a.change,s)} ${l}`}
                @click=${()=>i.showRow(a.row)}
              >
                <span class="k">${a.key}</span><span class="num ch v-${e}" data-v=${a.change}>${bi(a.change,s)}</span
                ><span class="num ab">${r} ${jt(a.biasA,s)} → ${jt(a.biasB,s)}${l?` \xB7 change ${l}`:""}</span>
              </button>
            </li>`})}
        </ol>`:h`<div class="muted">None.</div>`}
  </div>`}var wP="",VI={auto:"fit the width",all:"all",essential:"essential only"},iw="";function xP(e,t,n){let r=e.sel[t],i=t==="a"?e.stepsA:e.stepsB;return h`<fieldset class="side" data-side=${t}>
    <legend>Report ${t==="a"?"A":"B"}</legend>
    <label class="field">
      <span class="name">Run</span>
      <select
        name=${`${t}_run`}
        .disabled=${!r}
        @change=${o=>n.side(t,{run:o.target.value})}
      >
        ${e.runs.map(o=>h`<option .value=${o} .selected=${o===r?.run}>${o}</option>`)}
      </select>
    </label>
    <label class="field">
      <span class="name">Step</span>
      <select
        name=${`${t}_step`}
        .disabled=${!r}
        @change=${o=>{let a=o.target.value;n.side(t,{step:a===wP?null:Number(a)})}}
      >
        <option .value=${wP} .selected=${r?.step===null}>latest</option>
        ${(i??[]).map(o=>h`<option .value=${String(o.step)} .selected=${o.step===r?.step}>
              ${o.step} · ${Mi(o.wall_time)}
            </option>`)}
      </select>
    </label>
  </fieldset>`}function $P(e,t){let n=e.sel,r=e.runs.filter(i=>i!==n.a?.run&&i!==n.b?.run);return h`<div class="controls">
    ${xP(e,"a",t)}
    <button class="swap" name="swap" title="Swap A and B" aria-label="Swap A and B" @click=${()=>t.swap()}>⇄</button>
    ${xP(e,"b",t)}
    <label class="field">
      <span class="name">Search keys (regex)</span>
      <input
        class="search ${e.searchError?"invalid":""}"
        name="search"
        type="search"
        placeholder="e.g. ^nurse$"
        .value=${n.search}
        @input=${i=>{t.search(i.target.value)}}
      />
    </label>
    ${r.length?h`<div class="field">
          <span class="name">Also show runs</span>
          <div class="also">
            ${r.map(i=>h`<label
                ><input
                  type="checkbox"
                  name="also"
                  .value=${i}
                  .checked=${n.also.includes(i)}
                  @change=${s=>t.also(i,s.target.checked)}
                />${i}</label
              >`)}
          </div>
        </div>`:v}
    ${KI(e,t)} ${jI(e,t)}
    <span class="spacer"></span>
    ${e.shell.renderCsvButton("csv",e.data!==null&&!e.csvPending,()=>t.downloadCsv(!1),e.data?`All ${P(e.data.rows)} rows as CSV, from the server (as tb-fairness export --vs-run/--vs-step prints them)`:void 0)}
    <button
      class="primary"
      name="csv-shown"
      ?disabled=${e.data===null||e.csvPending}
      title="The rows the search, the verdict filter and the brush show, in their order, as CSV (the same columns and values)"
      @click=${()=>t.downloadCsv(!0)}
    >
      CSV of rows shown
    </button>
    ${e.searchError?h`<div class="search-error" title=${e.searchError}>${e.searchError}</div>`:v}
    ${e.csvError!==null?h`<div class="download-error" role="alert" title=${e.csvError}>Could not download the CSV: ${e.csvError}</div>`:v}
  </div>`}function KI(e,t){let n=e.data?.summary,r=e.sel.verdict;return h`<label class="field">
    <span class="name">Verdict</span>
    <select
      name="verdict"
      .disabled=${!e.data}
      @change=${i=>{let s=i.target.value;t.verdict(Z0(s)?s:null)}}
    >
      <option .value=${iw} .selected=${r===null}>all</option>
      ${bo.map(i=>h`<option .value=${i} .selected=${r===i}>${Wr[i]}${n?` (${P(n[i])})`:""}</option>`)}
    </select>
  </label>`}function jI(e,t){let n=e.sel.columns,r=e.hiddenColumns,i=["Which columns the table shows: all; only those that say better or worse (the key, the bias in A and B, the change, its interval, the verdict); or those that fit the width (the ranks go first, then the signed values).",r.length?`Left out now: ${r.join(", ")}.`:"","The CSV has every column."].filter(Boolean).join(" ");return h`<label class="field" title=${i}>
    <span class="name">Columns</span>
    <select name="columns" data-hidden=${r.length} @change=${s=>t.columns(s.target.value)}>
      ${Q0.map(s=>h`<option .value=${s} .selected=${n===s}>
            ${VI[s]}${s==="auto"&&n==="auto"&&r.length?` (${r.length} hidden)`:""}
          </option>`)}
    </select>
  </label>`}function _P(e){return`${e.run} \xB7 step ${e.step}`}function SP(e,t,n){let r=e.summary,i=e.judgement;return h`<div
    class="verdict-summary ${n?"stale":""}"
    data-overall=${i.overall}
    data-worsened=${r.worsened}
    data-improved=${r.improved}
    data-no-significant-change=${r.no_significant_change}
    data-undetermined=${r.undetermined}
    data-worsened-headlines=${i.worsened.headlines.join(",")}
    data-improved-headlines=${i.improved.headlines.join(",")}
  >
    <span
      class="verdict-badge overall o-${i.overall}"
      title=${`From the ${t.many}' verdicts (Benjamini-Hochberg at FDR ${Nt(e.fdr)} on the change of ${e.bias}) and the headline numbers' (each at ${Nt(e.level)})`}
      >${i.title}</span
    >
    <span class="sentence">${i.sentence}</span>
  </div>`}function kP(e,t,n){let r=LR(vu(t.declaration,"compare",e.options)),i=e.a.run===e.b.run&&e.a.step===e.b.step,s=t.sel,o=e.summary,a=[...t.extraErrors].map(([l,u])=>`${l}: ${u}`);return h`<div
    class="summary"
    data-shown=${t.shown}
    data-total=${e.rows}
    data-a-run=${e.a.run}
    data-a-step=${e.a.step}
    data-b-run=${e.b.run}
    data-b-step=${e.b.step}
    data-verdict=${s.verdict??iw}
    data-extras=${t.extras.filter(l=>l.values!==null).map(l=>l.run).join(",")}
  >
    <span class="what"
      >Comparing <b>${e.bias}</b>, the size of the bias (lower is better; signed: ${e.value}), of the
      ${t.kindTitle||e.kind} report ${e.tag}${r?h` <span class="muted">(${r})</span>`:v}</span
    >
    <span
      >A = <b>${_P(e.a)}</b>
      <button class="text" name="open-a" title="Open report A in its view" @click=${()=>n.openReport({run:e.a.run,step:e.a.step})}>
        open</button
      ></span>
    <span
      >B = <b>${_P(e.b)}</b>
      <button class="text" name="open-b" title="Open report B in its view" @click=${()=>n.openReport({run:e.b.run,step:e.b.step})}>
        open</button
      ></span>
    ${i?h`<span class="warn">A and B are the same report: pick another step or run.</span>`:v}
    <span class="counts"
      ><b>${P(e.rows)}</b> ${e.rows===1?t.noun.one:t.noun.many} · ${P(o.only_in_a)} only in A ·
      ${P(o.only_in_b)} only in B</span
    >
    <span class="muted"
      >${Nt(e.level)} intervals; verdicts at FDR ${Nt(e.fdr)} (Benjamini-Hochberg); the rows judged worsened or
      improved show their FCR-adjusted interval, the others their marginal one</span
    >
    ${Di(t.shown,e.rows,"rows",s.brush?h`<span class="chip" data-brushed=${t.brushed}
            >${P(t.brushed)} selected in the scatter —
            <button class="text" name="clear-brush" @click=${()=>n.clearBrush()}>clear</button></span
          >`:void 0)}
    ${a.length?h`<span class="warn">Could not load: ${a.join("; ")}</span>`:v}
  </div>`}var qI=5,ch=class{constructor(){this.table=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.points=null;this.moved={worsened:[],improved:[]};this.noun={one:"row",many:"rows"};this.brushed=0;this.order=null;this.besideWidth=0;this.stacked=!1}update(t,n){let r=t.data;if((n.has("data")||n.has("extras"))&&(this.table=r?{rows:r.rows,columns:r.columns,extras:t.extras}:null),n.has("data")&&(this.points=r?hP(r.columns):null,this.moved=r?mP(r.columns,qI):{worsened:[],improved:[]}),(n.has("data")||n.has("declaration"))&&(this.noun=DR(t.declaration,r)),n.has("data")||n.has("extras")||n.has("declaration")){let f=r?lh({value:r.value,bias:r.bias,a:"",b:"",noun:this.noun.one,level:r.level,fdr:r.fdr},t.extras.map(p=>p.run)):[];this.besideWidth=sc(f,new Set(["ranks"]))+nw+tw}let i=t.hostWidth>0&&t.hostWidth<this.besideWidth;i!==this.stacked&&(this.stacked=i,t.toggleAttribute("data-stacked",i));let s=t.sel,o=n.has("sel")?n.get("sel"):s;(!o||o.search!==s.search)&&(this.search=Ci(s.search));let a=this.table;if(!a){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.brushed=0;return}let l=n.has("data")||n.has("extras")||this.order===null,u=!o||o.sort!==s.sort||o.dir!==s.dir;(l||u)&&(this.order=uP(a,s.sort,s.dir));let c=!o||o.brush!==s.brush,d=!o||o.search!==s.search||o.verdict!==s.verdict;(l||u||c||d)&&(this.visible=fP(a,this.order,{search:this.search.regex,brush:s.brush,verdict:s.verdict}),this.visibleList=Array.from(this.visible)),(l||c)&&(this.brushed=s.brush?pP(a,s.brush):0)}};var dh=class{constructor(t,n){this.host=t;this.api=n;this.pending=!1;this.error=null;this.request=new ue;t.addController(this)}hostDisconnected(){this.request.cancel(),this.pending=!1}async download(t,n,r){if(!t)return;let i=["fairness","compare",t.tag,t.a.run,`step${t.a.step}`,"vs",t.b.run,`step${t.b.step}`,t.value],s=Rt(r?[...i,"shown"]:i),o={tag:t.tag,run:t.a.run,step:t.a.step,vs_run:t.b.run,vs_step:t.b.step,options:n};this.pending=!0,this.error=null,this.host.requestUpdate();let a;try{a=await this.request.run(l=>this.api().diffCsv(o,l))}catch(l){this.pending=!1,this.error=Pt(l),this.host.requestUpdate();return}a!==se&&(this.pending=!1,this.host.requestUpdate(),Pi(r?Oc(a,"key",r)??a:a,s))}};var TP="own-options",rl=new Map,UI=64;function WI(e,t){rl.delete(e),rl.set(e,t),rl.size>UI&&rl.delete(rl.keys().next().value)}var oc=class extends V{constructor(){super();this.request=new ue;this.key="";this.declaration=null,this.inherited={},this.own={},this.skip=[],this.mode="compare",this.api=null,this.source=null,this.revision="",this.values=null}disconnectedCallback(){super.disconnectedCallback(),this.request.cancel(),this.key=""}willUpdate(n){(n.has("source")||n.has("api")||n.has("revision"))&&this.readValues()}readValues(){let n=this.source,r=this.api;if(n===null||r===null){this.request.cancel(),this.key="",this.values=null;return}let i=fC(n,this.revision);if(i===this.key)return;let s=this.key.split("\0")[1]===n.tag;this.key=i;let o=rl.get(i);if(o){this.request.cancel(),this.values=o;return}s||(this.values=null),this.request.run(a=>r.values(n,a)).then(a=>{a!==se&&(WI(i,a.values),this.key===i&&(this.values=a.values))},()=>{this.key===i&&(this.values=null)})}set(n,r){let i=mC(this.own,n,r,this.values,this.inherited);this.dispatchEvent(new CustomEvent(TP,{detail:i,bubbles:!0,composed:!0}))}control(n){let r=this.declaration,i=this.own[n.name]??"",s=Rv(r,n.name,this.inherited),o=s===""?"as the report decides":`as the report view: ${s}`,a=hC(r,n,this.values,this.inherited,this.own),l=Nn(this.inherited,this.own),u=l[n.name]?Tv(r,n.name,l):[],c=u.length?` Not sent until ${u.map(p=>pe(r,p)).join(", ")} is chosen too.`:"";if(a.type==="select"){let p=de(r,n.name,`The first entry: ${o}.${i?` Chosen: ${i}.`:""}${c}`);return h`<select
        name=${"opt-"+n.name}
        class=${[i?"own":"",c?"incomplete":""].join(" ").trim()}
        title=${p}
        data-entries=${a.entries.length-1}
        @change=${m=>this.set(n.name,m.target.value)}
      >
        ${a.entries.map(m=>h`<option value=${m.value} .selected=${i===m.value}>${m.label}</option>`)}
      </select>`}let d=de(r,n.name,`Empty: ${o}.${c}`),f=lp(r,n.name,i);return h`<input
      name=${"opt-"+n.name}
      class=${[i?"own":"",f?"":"invalid",c?"incomplete":""].join(" ").trim()}
      placeholder=${s||"default"}
      title=${d}
      .value=${i}
      @change=${p=>{let m=p.target.value.trim();lp(r,n.name,m)?this.set(n.name,m):this.requestUpdate()}}
    />`}render(){let n=dC(this.declaration,this.mode,this.skip);return n.length===0?v:h`${n.map(r=>h`<label class="field">
          <span class="name" title=${de(this.declaration,r.name)}>${pe(this.declaration,r.name)}</span>
          ${this.control(r)}
        </label>`)}
      ${Object.keys(this.own).length?h`<button class="primary small" name="reset-options" title="Back to the report view's options" @click=${()=>this.dispatchEvent(new CustomEvent(TP,{detail:{},bubbles:!0,composed:!0}))}>
            As the report view
          </button>`:v}`}};oc.properties={declaration:{attribute:!1},inherited:{attribute:!1},own:{attribute:!1},skip:{attribute:!1},mode:{attribute:!1},api:{attribute:!1},source:{attribute:!1},revision:{attribute:!1},values:{state:!0}},oc.styles=[U,Oe,z`
      :host {
        display: flex;
        flex-wrap: wrap;
        gap: 8px 12px;
        align-items: flex-end;
      }
      input {
        width: 110px;
      }
      select {
        max-width: 16em;
      }
      input.own,
      select.own {
        border-color: var(--accent);
      }
      input.incomplete,
      select.incomplete {
        border-style: dashed;
      }
      button.small {
        height: 22px;
        padding: 0 8px;
        font-size: 12px;
      }
    `];customElements.define("fairness-mode-options",oc);var Kr=340,Ti=320,Bn={left:50,right:12,top:12,bottom:38},GI=5e3,RP=3,CP=8,sw=[["undetermined","--muted","#757575"],["no_significant_change","--muted","#757575"],["improved","--good","#2e7d32"],["worsened","--bad","#c62828"]];function fh(e){return Number(e.toPrecision(6))}var ac=class extends V{constructor(){super();this.chart=null;this.canvas=null;this.scales=null;this.px=new Float32Array(0);this.py=new Float32Array(0);this.painted="";this.themeObserver=null;this.points=null,this.brush=null,this.highlight=null,this.bias="bias",this.format="value",this.columns=null,this.drag=null,this.hover=null}willUpdate(n){(n.has("points")||n.has("bias"))&&(this.hover=null,this.draw())}updated(){this.repaintIfThemed()}connectedCallback(){super.connectedCallback(),this.themeObserver=new MutationObserver(()=>this.repaintIfThemed());for(let n=this.parentNode;n;n=n.parentNode??(n instanceof ShadowRoot?n.host:null))n instanceof Element&&this.themeObserver.observe(n,{attributes:!0})}disconnectedCallback(){super.disconnectedCallback(),this.themeObserver?.disconnect(),this.themeObserver=null}repaintIfThemed(){this.points&&this.scales&&this.canvas&&this.colorKey()!==this.painted&&(this.canvas=this.paint(this.points,this.scales),this.requestUpdate())}colors(){let n=this.isConnected?getComputedStyle(this):null;return new Map(sw.map(([r,i,s])=>[r,n?.getPropertyValue(i).trim()||s]))}colorKey(){return[...this.colors().values()].join(" ")}draw(){let n=this.points;if(this.chart=null,this.canvas=null,this.scales=null,this.px=new Float32Array(0),this.py=new Float32Array(0),!n||n.x.length===0)return;let r=0,i=-1/0;for(let p of[n.x,n.y])for(let m=0;m<p.length;m++)p[m]<r&&(r=p[m]),p[m]>i&&(i=p[m]);let s=i>r?(i-r)*.04:Math.max(Math.abs(r)*.1,.05),o=[r<0?r-s:0,i+s],a=this.format==="points",l=a?" (pp)":"",u=a?p=>String(Number((p*100).toPrecision(6))):void 0,c=Pe({width:Kr,height:Ti,marginLeft:Bn.left,marginRight:Bn.right,marginTop:Bn.top,marginBottom:Bn.bottom,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:`${this.bias} in A${l}`,labelAnchor:"center",labelArrow:"none",grid:!0,ticks:5,tickFormat:u},y:{domain:o,label:`${this.bias} in B${l}`,labelArrow:"none",grid:!0,ticks:5,tickFormat:u},marks:[Zi([[o[0],o[0]],[o[1],o[1]]],{stroke:"currentColor",strokeOpacity:.6,strokeDasharray:"4,3",strokeWidth:1})]}),d=c.scale("x"),f=c.scale("y");if(this.chart=c,this.scales=d&&f?{x:d,y:f}:null,this.scales){let{x:p,y:m}=this.scales;this.px=Float32Array.from(n.x,g=>p.apply(g)),this.py=Float32Array.from(n.y,g=>m.apply(g)),this.canvas=this.paint(n,this.scales)}}paint(n,r){let i=document.createElement("canvas"),s=Math.max(1,Math.min(3,globalThis.devicePixelRatio||1));i.width=Math.round(Kr*s),i.height=Math.round(Ti*s),i.className="dots";let o=i.getContext("2d");if(!o)return i;o.scale(s,s);let a=n.x.length>GI,l=a?1.5:2.5,u=this.colors();this.painted=[...u.values()].join(" ");for(let[c]of sw){let d=c==="worsened"||c==="improved";o.globalAlpha=d?a?.7:.85:a?.35:.5,o.fillStyle=u.get(c),o.beginPath();for(let f=0;f<n.x.length;f++){if(n.verdict[f]!==c)continue;let p=r.x.apply(n.x[f]),m=r.y.apply(n.y[f]);o.moveTo(p+l,m),o.arc(p,m,l,0,2*Math.PI)}o.fill()}return i}point(n){let r=n.currentTarget.getBoundingClientRect(),i=r.width?Kr/r.width:1,s=r.height?Ti/r.height:1,o=(n.clientX-r.left)*i,a=(n.clientY-r.top)*s,l=(u,c,d)=>Math.min(d,Math.max(c,u));return[l(o,Bn.left,Kr-Bn.right),l(a,Bn.top,Ti-Bn.bottom)]}onDown(n){if(n.button!==0||!this.scales)return;n.currentTarget.setPointerCapture(n.pointerId);let[r,i]=this.point(n);this.drag={x0:r,y0:i,x1:r,y1:i},n.preventDefault()}nearest(n,r){let i=null,s=CP*CP,{px:o,py:a}=this;for(let l=0;l<o.length;l++){let u=o[l]-n,c=a[l]-r,d=u*u+c*c;d<=s&&(s=d,i=l)}return i}onMove(n){let[r,i]=this.point(n);if(!this.drag){let s=this.nearest(r,i);s!==this.hover&&(this.hover=s);return}this.drag={...this.drag,x1:r,y1:i}}onLeave(){this.drag||(this.hover=null)}onUp(n){let r=this.drag;if(!r)return;let[i,s]=this.point(n);this.drag=null;let o=this.scales,a=null,l=Math.abs(i-r.x0)<RP&&Math.abs(s-r.y0)<RP;if(l&&this.points){let u=this.nearest(i,s);if(u!==null){let c=this.points.index[u];this.dispatchEvent(new CustomEvent("point-click",{detail:c,bubbles:!0,composed:!0}));return}}if(o?.x.invert&&o.y.invert&&!l){let u=fh(o.x.invert(r.x0)),c=fh(o.x.invert(i)),d=fh(o.y.invert(r.y0)),f=fh(o.y.invert(s));a={a:[Math.min(u,c),Math.max(u,c)],b:[Math.min(d,f),Math.max(d,f)]}}a===null&&this.brush===null||this.dispatchEvent(new CustomEvent("brush-change",{detail:a,bubbles:!0,composed:!0}))}onCancel(){this.drag=null}rect(){let n=this.drag;if(n)return{left:Math.min(n.x0,n.x1),top:Math.min(n.y0,n.y1),width:Math.abs(n.x1-n.x0),height:Math.abs(n.y1-n.y0)};let r=this.brush,i=this.scales;if(!r||!i)return null;let s=d=>Math.min(Kr-Bn.right,Math.max(Bn.left,i.x.apply(d))),o=d=>Math.min(Ti-Bn.bottom,Math.max(Bn.top,i.y.apply(d))),a=s(r.a[0]),l=s(r.a[1]),u=o(r.b[0]),c=o(r.b[1]);return{left:Math.min(a,l),top:Math.min(u,c),width:Math.abs(l-a),height:Math.abs(c-u)}}ring(){let n=this.points;if(this.highlight===null||!n||!this.scales)return v;let r=n.index.indexOf(this.highlight);return r<0?v:h`<div class="ring" style="left: ${this.px[r]}px; top: ${this.py[r]}px"></div>`}tip(){let n=this.points,r=this.hover;if(r===null||!n||r>=n.x.length||this.drag)return v;let i=n.index[r],s=this.columns,o=s&&i<s.key.length?s.key[i]:"",a=s?.change[i],l=s?St(s.lower[i],s.upper[i],Ar(this.format)):"",u=this.px[r],c=this.py[r],d=u>Kr/2,f=c>Ti/2,p=`${d?`right: ${Kr-u+8}px`:`left: ${u+8}px`}; ${f?`bottom: ${Ti-c+8}px`:`top: ${c+8}px`}`;return h`<div class="ring hover" style="left: ${u}px; top: ${c}px"></div>
      <div class="tip" role="tooltip" data-row=${i} data-verdict=${n.verdict[r]} style=${p}>
        <div class="k">${o}</div>
        <div>${this.bias}: A ${jt(n.x[r],this.format)} → B ${jt(n.y[r],this.format)}</div>
        ${typeof a=="number"?h`<div>change ${bi(a,this.format)}${l?` ${l}`:""}</div>`:v}
        <div class="v-${n.verdict[r]}">${Wr[n.verdict[r]]}</div>
      </div>`}legend(){let n=this.points;if(!n)return v;let r=new Map;for(let i of n.verdict)r.set(i,(r.get(i)??0)+1);return h`<div class="legend">
      ${sw.map(([i])=>i).reverse().filter(i=>i!=="undetermined"||r.has(i)).map(i=>h`<span class="v-${i}" data-verdict=${i}
            ><span class="sw"></span><span class="name">${Wr[i]} (${P(r.get(i)??0)})</span></span
          >`)}
    </div>`}render(){let n=this.points;if(!n)return v;let r=this.rect(),i=[n.oneSided?`${P(n.oneSided)} row${n.oneSided===1?"":"s"} found in one report only`:"",n.undefinedValue?`${P(n.undefinedValue)} without a value on one side`:""].filter(Boolean);return h`
      <h3>${this.bias}: A against B</h3>
      ${this.legend()}
      ${this.chart?h`<div
            class="plot"
            data-points=${n.x.length}
            @pointerdown=${this.onDown}
            @pointermove=${this.onMove}
            @pointerup=${this.onUp}
            @pointercancel=${this.onCancel}
            @pointerleave=${this.onLeave}
          >
            ${this.chart} ${this.canvas}
            ${r?h`<div
                  class="rect"
                  style="left: ${r.left}px; top: ${r.top}px; width: ${r.width}px; height: ${r.height}px"
                ></div>`:v}
            ${this.ring()} ${this.tip()}
          </div>`:h`<div class="muted">No row has a value in both reports.</div>`}
      <div class="note muted">
        ${P(n.x.length)} row${n.x.length===1?"":"s"} plotted; above the dashed diagonal y = x, the bias is
        larger in B. Hover a dot to read it, click it to show its row; drag a rectangle to select rows, click elsewhere to
        clear.
        ${i.length?h`Not plotted: ${i.join("; ")}.`:v}
      </div>
    `}};ac.properties={points:{attribute:!1},brush:{attribute:!1},highlight:{attribute:!1},bias:{attribute:!1},format:{attribute:!1},columns:{attribute:!1},drag:{state:!0},hover:{state:!0}},ac.styles=[U,z`
      :host {
        display: block;
      }
      .plot {
        position: relative;
        width: ${Kr}px;
        height: ${Ti}px;
        cursor: crosshair;
        touch-action: none;
        user-select: none;
      }
      .plot svg {
        display: block;
      }
      .dots {
        position: absolute;
        left: 0;
        top: 0;
        width: ${Kr}px;
        height: ${Ti}px;
        pointer-events: none;
      }
      .rect {
        position: absolute;
        box-sizing: border-box;
        border: 1px solid var(--accent, #f57c00);
        background: color-mix(in srgb, var(--accent, #f57c00) 12%, transparent);
        pointer-events: none;
      }
      .ring {
        position: absolute;
        width: 10px;
        height: 10px;
        margin: -6px 0 0 -6px;
        border: 2px solid var(--fg, #212121);
        border-radius: 50%;
        pointer-events: none;
      }
      .ring.hover {
        border-width: 1px;
      }
      .tip {
        position: absolute;
        z-index: 2;
        max-width: 220px;
        padding: 4px 8px;
        border: 1px solid var(--border, #e0e0e0);
        border-radius: 3px;
        background: var(--surface, #fff);
        color: var(--fg, #212121);
        font-size: 11px;
        line-height: 1.4;
        pointer-events: none;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
      }
      .tip .k {
        font-weight: 500;
        overflow-wrap: anywhere;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 12px;
        font-size: 11px;
        margin: 2px 0;
      }
      .legend .sw {
        display: inline-block;
        width: 8px;
        height: 8px;
        margin-right: 4px;
        border-radius: 50%;
        background: currentColor;
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .v-no_significant_change,
      .v-undetermined {
        color: var(--muted, #757575);
      }
      .legend .name {
        color: var(--fg, #212121);
      }
      .note {
        font-size: 11px;
        max-width: ${Kr}px;
      }
    `];customElements.define("fairness-compare-scatter",ac);function YI(e,t,n=null){let r=typeof n=="number"?` (q-value ${We(n)})`:"";switch(e){case"worsened":return`Worsened: the bias grew from A to B, significantly (Benjamini-Hochberg at FDR ${Nt(t)}${r}); the interval shown is FCR-adjusted and excludes 0.`;case"improved":return`Improved: the bias shrank from A to B, significantly (Benjamini-Hochberg at FDR ${Nt(t)}${r}); the interval shown is FCR-adjusted and excludes 0.`;case"no_significant_change":return`No significant change: the change of the bias is not significant after controlling the FDR at ${Nt(t)} over the rows${r}. This does not show the bias stayed the same; the interval shown is the marginal one, which may exclude 0 for this row alone.`;default:return"Undetermined: the bias is undefined on a side (too little data, no interval), or the row is in one report only."}}var lc=class extends V{constructor(){super();this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0);r!==this.width&&(this.width=r)});this.cursor=new os(this,{open:n=>this.openRow(n,null),close:()=>!1});this.heads=[];this.leftOut=new Set;this.told="";this.grid="";this.minWidth=0;this.rowTemplate=n=>this.renderRow(n);this.onFocusKey=n=>{let r=n.composedPath()[0];if(!(r instanceof HTMLElement)||!r.classList.contains("k"))return;let i=Number(r.closest(".row")?.dataset.row);Number.isInteger(i)&&this.cursor.set(i)};this.onKeyAfterCursor=n=>{if(!n.defaultPrevented||n.key==="Escape"||n.key==="Enter"||n.key===" ")return;let r=n.composedPath()[0];if(!(r instanceof HTMLElement)||!r.classList.contains("k"))return;let i=this.cursor.row;if(i===null)return;let s=o=>{if(i!==this.cursor.row)return;let a=this.keyButton(i);a?a.focus({preventScroll:!0}):o&&requestAnimationFrame(()=>s(!1))};this.updateComplete.then(async()=>{await this.renderRoot.querySelector("lit-virtualizer")?.updateComplete,s(!0)})};this.table=null,this.rows=[],this.sort=el,this.dir=tl,this.names={value:"value",bias:"bias",a:"A",b:"B",noun:"row",level:.95,fdr:.05},this.highlight=null,this.openKey=null,this.columns="auto",this.width=0}connectedCallback(){super.connectedCallback(),this.resize.observe(this),this.addEventListener("keydown",this.onKeyAfterCursor),this.addEventListener("focusin",this.onFocusKey)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect(),this.removeEventListener("keydown",this.onKeyAfterCursor),this.removeEventListener("focusin",this.onFocusKey)}missingTitle(n,r){let i=this.table.columns.presence[r],{a:s,b:o}=this.names;switch(n){case"value_a":case"bias_a":case"rank_a":return i==="b"?`Not in report A (${s}): this row is only in B.`:`Undefined in report A (${s}): too little data for this row, or no value.`;case"value_b":case"bias_b":case"rank_b":return i==="a"?`Not in report B (${o}): this row is only in A.`:`Undefined in report B (${o}): too little data for this row, or no value.`;case"change":return i==="both"?"No change: the bias is undefined on one side.":`No change: the row is only in ${i==="a"?"A":"B"}.`;case nl:return i==="both"?"No interval: a side has no bias with an interval.":`No interval: the row is only in ${i==="a"?"A":"B"}.`;case"movement":return"No movement: the row is not ranked on both sides.";default:{let a=n.slice(rn.length);return this.table.extras.find(u=>u.run===a)?.values?`Not in the latest report of run ${a}, or undefined there.`:`Not loaded: the report of run ${a}.`}}}missing(n,r){return h`<div class="cell num missing" role="cell" data-col=${n} title=${this.missingTitle(n,r)}>—</div>`}cell(n,r,i,s){if(typeof i!="number"||!Number.isFinite(i))return this.missing(n,r);let o;return n==="rank_a"||n==="rank_b"?o=P(i):n==="movement"?o=Ra(i,P(i).replace(/^-/,"\u2212")):o=jt(i,this.names.format),h`<div class="cell num" role="cell" data-col=${n} data-v=${String(i)} title=${s??String(i)}>${o}</div>`}biasCell(n,r){let i=this.table.columns,s=n==="bias_a"?"a":"b",o=i[n][r],a=St(i[`lower_${s}`][r],i[`upper_${s}`][r],Ar(this.names.format??"value")),l=`${this.names.bias} in ${s.toUpperCase()}: ${jt(o,this.names.format)}${a?`, ${Nt(this.names.level)} interval ${a}`:", no interval"}`;return this.cell(n,r,o,l)}changeTitle(n){let r=this.table.columns,i=this.names.format??"value",s=St(r.lower[n],r.upper[n],Ar(i)),o=r.p_value[n],a=r.q_value[n],l=r.change[n];return[`change ${typeof l=="number"?bi(l,i):"\u2014"}`,s?`${Xf(r.interval[n],this.names.level)} ${s}`:"no interval",typeof o=="number"?`p = ${We(o)}`:"",typeof a=="number"?`q = ${We(a)}`:""].filter(Boolean).join(", ")}changeCell(n,r){let i=this.table.columns,s=i.change[n];return typeof s!="number"||!Number.isFinite(s)?this.missing("change",n):h`<div
      class="cell num change v-${r}"
      role="cell"
      data-col="change"
      data-v=${String(s)}
      data-lower=${i.lower[n]??v}
      data-upper=${i.upper[n]??v}
      title=${this.changeTitle(n)}
    >
      ${bi(s,this.names.format)}
    </div>`}intervalCell(n){let r=this.table.columns,i=St(r.lower[n],r.upper[n],Ar(this.names.format??"value"));if(!i)return this.missing(nl,n);let s=r.interval[n];return h`<div
      class="cell num interval i-${s}"
      role="cell"
      data-col=${nl}
      data-interval=${s}
      data-lower=${r.lower[n]??v}
      data-upper=${r.upper[n]??v}
      title=${this.changeTitle(n)}
    >
      ${i}<span class="ik">${s==="fcr"?"FCR":"marg."}</span>
    </div>`}shows(n){return!this.leftOut.has(n)}renderRow(n){let r=this.table,i=r.columns,s=i.key[n],o=i.presence[n],a=i.verdict[n],l=this.shows("values"),u=this.shows("ranks");return h`<div
      class="row ${o==="both"?"":"one-sided"} ${n===this.highlight?"focus":""} ${s===this.openKey?"open":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      style=${this.grid}
      data-row=${n}
      data-presence=${o}
      data-verdict=${a}
    >
      <div class="cell key" role="cell" data-col="key" title=${s}>
        <button
          class="k"
          data-key=${s}
          aria-expanded=${s===this.openKey?"true":"false"}
          title=${`${s}: click or press Enter to drill down (its counts, every run, every step)`}
          @click=${c=>this.openRow(n,c.currentTarget)}
        >${s}</button>
        ${o==="both"?v:h`<span class="badge">only in ${o==="a"?"A":"B"}</span>`}
      </div>
      ${l?h`${this.cell("value_a",n,i.value_a[n])} ${this.cell("value_b",n,i.value_b[n])}`:v}
      ${this.biasCell("bias_a",n)} ${this.biasCell("bias_b",n)} ${this.changeCell(n,a)} ${this.intervalCell(n)}
      <div class="cell verdict" role="cell" data-col="verdict" data-verdict=${a} title=${YI(a,this.names.fdr,i.q_value[n])}>
        <span class="verdict-badge v-${a}">${Wr[a]}</span>
      </div>
      ${u?h`${this.cell("rank_a",n,i.rank_a[n])} ${this.cell("rank_b",n,i.rank_b[n])} ${this.cell("movement",n,i.movement[n])}`:v}
      ${r.extras.map(c=>this.cell(`${rn}${c.run}`,n,c.values?.[n]))}
    </div>`}openRow(n,r){let i=this.table?.columns.key[n];if(i===void 0)return;this.cursor.set(n);let s=r??this.keyButton(n);tM(this,{key:i,opener:s})}keyButton(n){return this.renderRoot.querySelector(`.row[data-row="${n}"] button.k`)}willUpdate(n){n.has("table")&&(this.scrollTop=0);let r=this.table,i=lh(this.names,(r?.extras??[]).map(u=>u.run));this.heads=i,this.leftOut=eP(i,this.columns,this.width,r!==null&&lP(r.columns));let s=i.filter(u=>u.group===null||!this.leftOut.has(u.group));this.minWidth=sc(s);let[o,...a]=s,l=u=>/^(value|bias)_[ab]$/.test(u.key)?`minmax(${u.width}px, 1fr)`:`${u.width}px`;this.grid=`grid-template-columns: minmax(${o.width}px, 2fr) ${a.map(l).join(" ")}; min-width: ${this.minWidth}px`,this.rowTemplate=u=>this.renderRow(u)}updated(){let n=this.heads.filter(r=>r.group!==null&&this.leftOut.has(r.group)).map(r=>r.name).join(`
`);n!==this.told&&(this.told=n,this.dispatchEvent(new CustomEvent("columns-hidden",{detail:n?n.split(`
`):[],bubbles:!0,composed:!0})))}intervalHead(n){return{header:h`<div class="fixed" role="columnheader" data-col=${n.key} title=${n.title}>
        <span class="top"><span class="col-name">${n.name}</span></span>
        <span class="sub">${n.sub}</span>
      </div>`}}render(){if(!this.table)return v;let r=this.heads.filter(i=>i.group===null||!this.leftOut.has(i.group)).map(i=>i.key===nl?this.intervalHead(i):{key:i.key,name:i.name,sub:i.sub,title:i.title.replace(/\.$/,""),text:i.key==="key"});return as(this,{columns:r,defaultDir:J0,renderRow:this.rowTemplate,label:"Rows of A and B aligned by key",empty:"No row matches the search, the verdict or the selection.",tableStyle:`--table-min-width: ${this.minWidth}px`,headStyle:this.grid,focusable:!0})}};lc.properties={...Ir,names:{attribute:!1},highlight:{attribute:!1},openKey:{attribute:!1},columns:{attribute:!1},width:{state:!0}},lc.styles=[U,...ls,z`
      lit-virtualizer {
        min-width: var(--table-min-width);
      }
      .head button,
      .head .fixed {
        padding: 4px 6px;
      }
      .head .fixed {
        display: flex;
        flex-direction: column;
        align-items: flex-end;
        justify-content: center;
        gap: 1px;
        font-weight: 500;
        min-width: 0;
        cursor: help;
      }
      /* An unsorted head keeps no room for its arrow: its name has the whole width. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .head .top {
        max-width: 100%;
      }
      .head .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      /* The second line names a report (run @ step): it wraps, so a long run name reads
         whole up to three lines (the head's title has it in full too). */
      .head .sub {
        white-space: normal;
        overflow-wrap: anywhere;
        text-align: right;
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: 3;
        line-clamp: 3;
      }
      .head button.text .sub {
        text-align: left;
      }
      .cell {
        padding: 0 6px;
      }
      /* The key stays in view when the table scrolls sideways. */
      .head [data-col='key'],
      .cell.key {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head [data-col='key'] {
        background: var(--header-bg);
      }
      .head [data-col='key']:hover {
        background: var(--header-hover);
      }
      .cell.key {
        background: inherit;
        height: 100%;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row.focus {
        background: var(--selected-bg, #ffe0b2);
        box-shadow: inset 3px 0 0 var(--accent, #f57c00);
      }
      .row.one-sided .num {
        color: var(--muted, #757575);
      }
      .cell.key {
        display: flex;
        gap: 6px;
        align-items: center;
      }
      .cell.key .k {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      button.k {
        min-width: 0;
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        text-align: left;
        white-space: nowrap;
        cursor: pointer;
      }
      button.k:hover {
        color: var(--accent, #f57c00);
        text-decoration: underline dotted;
        text-underline-offset: 2px;
      }
      button.k:focus-visible {
        outline: 2px solid var(--accent, #f57c00);
        outline-offset: 1px;
      }
      .row.open {
        background: var(--selected-bg, #ffe0b2);
      }
      .row.open button.k {
        color: var(--accent, #f57c00);
        font-weight: 500;
      }
      .badge {
        flex: none;
        font-size: 10px;
        padding: 0 5px;
        border-radius: 8px;
        border: 1px solid var(--border, #e0e0e0);
        color: var(--muted, #757575);
        line-height: 14px;
      }
      .missing {
        color: var(--muted, #757575);
        cursor: help;
      }
      .cell.interval {
        color: var(--muted, #757575);
        font-size: 12px;
      }
      .cell.interval .ik {
        margin-left: 4px;
        font-size: 10px;
        opacity: 0.8;
      }
      .cell.interval.i-fcr {
        color: inherit;
      }
      .cell.verdict {
        cursor: help;
        text-align: right;
      }
      .verdict-badge {
        display: inline-block;
        font-size: 11px;
        line-height: 16px;
        padding: 0 6px;
        border-radius: 8px;
        border: 1px solid currentColor;
        color: var(--muted, #757575);
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .verdict-badge.v-worsened,
      .verdict-badge.v-improved {
        font-weight: 500;
        background: color-mix(in srgb, currentColor 12%, transparent);
      }
    `];customElements.define("fairness-compare-table",lc);var uc=class extends V{constructor(){super();this.request=new ue;this.extraRequest=new ue;this.csv=new dh(this,()=>this.api);this.shell=new Ke(this,[this.request,this.extraRequest]);this.stepsCache=new Map;this.extraErrors=new Map;this.derived=new ch;this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0);r!==this.hostWidth&&(this.hostWidth=r)});this.drillOpener=null;this.focusDrill=!1;this.moversActions={showAll:n=>this.onVerdict(n),showRow:n=>this.focusRow(n)};this.controlsActions={side:(n,r)=>this.onSide(n,r),swap:()=>this.swap(),search:n=>{this.highlight=null,this.patch({search:n})},also:(n,r)=>this.onAlso(n,r),verdict:n=>this.onVerdict(n),columns:n=>this.patch({columns:n}),downloadCsv:n=>{this.csv.download(this.data,this.usedOptions,n&&this.data?this.derived.visibleList.map(r=>this.data.columns.key[r]):void 0)}};this.summaryActions={openReport:n=>fs(this,n),clearBrush:()=>this.onBrush(null)};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.own={},this.sel=ah(),this.data=null,this.extras=[],this.stepsA=null,this.stepsB=null,this.highlight=null,this.hostWidth=0,this.hiddenColumns=[]}get drill(){return this.sel.drill}async stepsOf(n,r){let i=`${this.tag}\0${n}`,s=this.stepsCache.get(i);if(s)return s;let o=await this.api.steps(n,this.tag,r);return this.stepsCache.set(i,o.steps),o.steps}async load(){let n=this.sel.a,r=this.sel.b;if(this.extraRequest.cancel(),n===null){this.request.cancel(),this.data=null,this.shell.fail(`No run holds a report under the tag ${this.tag}.`);return}let{tag:i,api:s}=this,o=this.usedOptions;this.shell.start();let a;try{a=await this.request.run(async l=>{let u=await this.stepsOf(n.run,l),c=ew(n,u),d=r??{run:c.run,step:oP(c,u)},f=d.run===c.run?u:await this.stepsOf(d.run,l),p=ew(d,f),m=await s.diff({tag:i,run:c.run,step:c.step,vs_run:p.run,vs_step:p.step,options:o},l);return{a:c,b:p,stepsA:u,stepsB:f,diff:m}})}catch(l){this.data=null,this.shell.fail(l);return}a!==se&&(this.stepsA=a.stepsA,this.stepsB=a.stepsB,this.highlight=null,this.drill!==null&&!a.diff.columns.key.includes(this.drill)&&this.closeDrill(!1),this.extras=[],this.data=a.diff,this.setSel({...this.sel,a:a.a,b:a.b}),await this.loadExtras())}async loadExtras(){let n=this.data,r=this.sel.a,i=this.sel.also;if(!n||!r||i.length===0){this.extraRequest.cancel(),this.extras=[],this.extraErrors=new Map,n&&this.shell.ready();return}let s=new Map(this.extras.map(d=>[d.run,d]));this.extras=i.map(d=>s.get(d)??{run:d,values:null}),this.shell.start();let{tag:o,api:a}=this,l=this.usedOptions,u=n.columns.key,c=await this.extraRequest.run(d=>Promise.all(i.map(async f=>{let p=s.get(f);if(p?.values)return{run:f,values:p.values,error:null};try{let m=await a.diff({tag:o,run:r.run,step:r.step,vs_run:f,vs_step:null,options:l},d);return{run:f,values:aP(u,m),error:null}}catch(m){if(d.aborted)throw m;return{run:f,values:null,error:Pt(m)}}})));c!==se&&(this.extras=c.map(({run:d,values:f})=>({run:d,values:f})),this.extraErrors=new Map(c.filter(d=>d.error!==null).map(d=>[d.run,d.error])),this.shell.ready())}setSel(n){this.sel=n,Ge(this,[...tP(n),...Or(this.own,qt,this.declaration)])}get usedOptions(){return Qi(this.declaration,"compare",Nn(this.options,this.own))}setOwn(n){this.own=n,this.setSel(this.sel),this.load()}fit(n){let r=this.runs??[],i=iP(n.a,r,this.run,this.step),s=n.b!==null&&r.includes(n.b.run)?n.b:null;if(s===null&&i!==null){let l=sP(i,r);l!==null&&(s={run:l,step:null})}let o=uh(n.also,r,i,s),a=!n.sort.startsWith(rn)||o.includes(n.sort.slice(rn.length));return{...n,a:i,b:s,also:o,sort:a?n.sort:el,dir:a?n.dir:tl}}onSide(n,r){let i=this.sel[n];if(!i)return;let s={...i,...r};r.run!==void 0&&r.run!==i.run&&(s.step=null);let o={...this.sel,[n]:s},a=uh(o.also,this.runs,o.a,o.b);this.setSel(this.fit({...o,also:a})),this.load()}swap(){let{a:n,b:r,brush:i}=this.sel;if(!n||!r)return;let s=i?{a:i.b,b:i.a}:null;this.setSel({...this.sel,a:r,b:n,brush:s,verdict:rP(this.sel.verdict)}),this.load()}onAlso(n,r){let i=r?[...this.sel.also,n]:this.sel.also.filter(o=>o!==n),s=uh(i,this.runs,this.sel.a,this.sel.b);this.setSel(this.fit({...this.sel,also:s})),this.loadExtras()}patch(n){this.setSel({...this.sel,...n})}onBrush(n){this.highlight=null,this.patch({brush:n})}onVerdict(n){this.highlight=null,this.patch({verdict:n})}focusRow(n){let r=this.data?.columns.key[n];r!==void 0&&(this.highlight=n,this.patch({search:gP(r),brush:null,verdict:null}))}openDrill(n){this.drillOpener=n.detail.opener,this.focusDrill=!0,this.patch({drill:n.detail.key})}closeDrill(n=!0){let r=this.drill,i=this.drillOpener;this.patch({drill:null}),this.drillOpener=null,n&&i?.isConnected&&i.dataset.key===r&&i.focus({preventScroll:!0})}updated(){if(!this.focusDrill)return;let n=this.renderRoot.querySelector("fairness-row-drilldown");n&&(this.focusDrill=!1,n.updateComplete.then(()=>n.focusPanel()))}reset(){this.stepsCache.clear(),this.setSel(this.fit(ah())),this.load()}retry(){this.stepsCache.clear(),this.load()}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}willUpdate(n){if(!this.hasUpdated)this.own=Lr(this.params,qt,this.declaration),this.setSel(this.fit(nP(this.params))),this.load();else if(n.has("revision")&&!n.has("tag")&&!n.has("options")&&!n.has("runs"))this.stepsCache.clear(),this.load();else if(n.has("tag")||n.has("options")||n.has("runs")){let r=this.sel,i=Lr(Or(this.own,qt,this.declaration),qt,this.declaration);if(JSON.stringify(i)!==JSON.stringify(this.own)&&(this.own=i),n.has("tag")){this.stepsCache.clear();let s=this.runs.length<2;this.sel={...r,drill:null,a:r.a&&this.runs.includes(r.a.run)?{run:r.a.run,step:null}:null,b:!s&&r.b&&this.runs.includes(r.b.run)?{run:r.b.run,step:null}:null,brush:null}}this.setSel(this.fit(this.sel)),this.load()}this.derived.update(this,n)}renderControls(){return $P({sel:this.sel,runs:this.runs,stepsA:this.stepsA,stepsB:this.stepsB,data:this.data,searchError:this.derived.search.error,hiddenColumns:this.hiddenColumns,shell:this.shell,csvPending:this.csv.pending,csvError:this.csv.error},this.controlsActions)}renderSummary(n){let r={sel:this.sel,kindTitle:this.kindTitle,noun:this.derived.noun,shown:this.derived.visible.length,brushed:this.derived.brushed,extras:this.extras,extraErrors:this.extraErrors,declaration:this.declaration};return kP(n,r,this.summaryActions)}renderDrill(n){return this.drill===null?v:h`<fairness-row-drilldown
      class="drawer"
      role="dialog"
      aria-label=${`${this.derived.noun.one} ${this.drill}, drilled down`}
      .api=${this.api}
      .tag=${n.tag}
      .run=${n.b.run}
      .step=${n.b.step}
      .base=${{run:n.a.run,step:n.a.step}}
      .rowKey=${this.drill}
      .options=${this.usedOptions}
      .runs=${this.runs}
      .noun=${this.derived.noun.one}
      .declaration=${this.declaration}
      .closable=${!0}
      .revision=${this.revision}
      @row-close=${()=>this.closeDrill()}
    ></fairness-row-drilldown>`}render(){let n=this.sel,r=this.derived;return this.runs.length===0?h`<div class="message">No run holds a report under this tag.</div>`:h`
      ${this.renderControls()}
      <fairness-mode-options
        class="mode-options"
        .mode=${"compare"}
        .api=${this.api}
        .source=${n.a?{run:n.a.run,tag:this.tag,step:n.a.step}:null}
        .revision=${this.revision}
        .declaration=${this.declaration}
        .inherited=${this.options}
        .own=${this.own}
        @own-options=${i=>this.setOwn(i.detail)}
      ></fairness-mode-options>
      ${this.shell.renderError("Could not compare the reports",[{label:"Retry",name:"retry",run:()=>this.retry()},{label:"Reset the comparison",name:"reset",run:()=>this.reset()}])}
      ${this.shell.renderContent(r.table&&this.data,i=>h`${SP(i,r.noun,this.shell.loading)} ${vP(i,this.shell.loading)} ${this.renderSummary(i)}
            <div class="main ${this.shell.loading?"stale":""}">
              <fairness-compare-table
                .table=${r.table}
                .rows=${r.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .highlight=${this.highlight}
                .openKey=${this.drill}
                .columns=${n.columns}
                .names=${{value:i.value,bias:i.bias,a:`${i.a.run} @ ${i.a.step}`,b:`${i.b.run} @ ${i.b.step}`,noun:r.noun.one,level:i.level,fdr:i.fdr,format:i.format}}
                @sort-change=${s=>this.patch({sort:s.detail.column,dir:s.detail.dir})}
                @row-open=${s=>this.openDrill(s)}
                @columns-hidden=${s=>this.hiddenColumns=s.detail}
              ></fairness-compare-table>
              <div class="side-panel">
                <fairness-compare-scatter
                  .points=${r.points}
                  .brush=${n.brush}
                  .highlight=${this.highlight}
                  .bias=${i.bias}
                  .format=${i.format}
                  .columns=${i.columns}
                  @brush-change=${s=>this.onBrush(s.detail)}
                  @point-click=${s=>this.focusRow(s.detail)}
                ></fairness-compare-scatter>
                ${rw("worsened",r.moved.worsened,i.summary.worsened,i.bias,this.moversActions,i.format)}
                ${rw("improved",r.moved.improved,i.summary.improved,i.bias,this.moversActions,i.format)}
              </div>
            </div>
            ${this.renderDrill(i)}`,"Comparing the reports\u2026")}
    `}};uc.properties={...ko,sel:{state:!0},data:{state:!0},extras:{state:!0},stepsA:{state:!0},stepsB:{state:!0},highlight:{state:!0},hostWidth:{state:!0},hiddenColumns:{state:!0},revision:{attribute:!1}},uc.styles=[U,Oe,Me,Uc,Ss,ks,Ze,yP];customElements.define("fairness-compare",uc);var ow=["#4e79a7","#f28e2c","#e15759","#76b7b2","#59a14f","#edc949","#af7aa1","#ff9da7","#9c755f","#bab0ab"],XI=10;function il(e){return typeof e=="number"&&Number.isFinite(e)?e:null}function MP(e,t){return e.series.filter(n=>t===null||t.includes(n.run)).map(n=>({...n,points:[...n.points].sort((r,i)=>r.step-i.step)}))}function EP(e,t=null){let n=MP(e,t),{dots:r,missing:i}=vp(n.flatMap(o=>o.points.map(a=>({line:o.run,step:a.step,wall_time:a.wall_time,value:a.present?il(a.bias):null,lower:il(a.lower),upper:il(a.upper)}))),n.map(o=>o.run)),s=[];for(let o of n){let a=o.first_worse,l=a?o.points.find(u=>u.step===a.step):void 0;a&&l&&s.push({...a,run:o.run,wall_time:l.wall_time})}return{name:"bias",dots:r,missing:i,worse:s}}function JI(e){let t=new Map;for(let n of e)for(let r of n.groups)t.set(r.group,Math.max(t.get(r.group)??0,r.n??0));return[...t.keys()].sort((n,r)=>(t.get(r)??0)-(t.get(n)??0)||(n<r?-1:n>r?1:0))}function AP(e,t=null){return MP(e,t).map(n=>{let r=JI(n.points),i=r.slice(0,XI),s=n.points.flatMap(l=>i.map(u=>{let c=l.groups.find(d=>d.group===u);return{line:u,step:l.step,wall_time:l.wall_time,value:il(c?.value),lower:il(c?.lower),upper:il(c?.upper)}})),{dots:o,missing:a}=vp(s,i);return{run:n.run,groups:r,drawn:i.length,chart:{name:`groups:${n.run}`,dots:o,missing:a,worse:[]}}})}var ph=360,PP=760,DP=240,ZI=14;function LP(e){let t=Math.floor((e-28)/2);return t>=ph?Math.min(t,PP):Math.max(ph,Math.min(e,PP))}var QI=new Intl.NumberFormat("en",{notation:"compact",maximumFractionDigits:1});function OP(e){return Number.isInteger(e)?QI.format(e):""}function ez(e,t,n){let r=Math.max(2,Math.floor(n.width/90)),i={label:RC(e),labelAnchor:"center",labelArrow:"none",inset:8};if(e==="wall")return{scale:{...i,type:"utc",ticks:Math.min(r,5)},text:c=>Mi(c/1e3)};if(e==="relative"){let c=Math.min(...t),d=Math.max(...t);return{scale:{...i,ticks:TC(c,d,r),tickFormat:Pv},text:Pv}}let s=[...new Set(t)].sort((c,d)=>c-d),o=s[s.length-1]-s[0],a=n.width-68,l=s.every((c,d)=>d===0||(c-s[d-1])/o*a>=40),u=s.length<=Math.min(10,r)&&o>0&&l?s:r;return{scale:{...i,ticks:u,tickFormat:OP},text:c=>`step ${c}`}}function cc(e,t,n,r){let{dots:i}=e;if(i.length===0)return{chart:e,svg:null,pixels:[],logDrawn:!1};let s=r.headline(e.name),o=r.level,a=o===null?"":`${Math.round(o*100)}% `,l=CC(i,r.smoothing),u=C=>kC(C,r.x,r.origins),c=C=>r.x==="wall"?new Date(C):C,d=i.map(C=>({...C,x:c(u(C)),smoothed:l.get(C)??C.value})),f=i.map(u),p=Math.min(...f),m=Math.max(...f),g=r.x==="step"&&r.step!==null&&r.step>=p-(m-p)&&r.step<=m+(m-p)?r.step:null;if(g!==null&&(p=Math.min(p,g),m=Math.max(m,g)),p===m){let C=r.x==="wall"?1e3:1;p-=C,m+=C}let y=ez(r.x,g!==null?[...f,g]:f,r),b=d.filter(C=>C.run===r.run),w=d.filter(C=>C.run!==r.run),$=C=>`${C.run}, step ${C.step}: ${es(C.value,s.format)}`,x=d.filter(C=>C.lower!==null&&C.upper!==null),k=KC(d),_=t.filter(C=>k.some(X=>X.run===C)),S={label:null,grid:!0},T=VC(i,s.format,r.fit),E=r.log&&EC(i);E?(S.type="log",S.tickFormat="~g",T!==null&&T[0]>0&&(S.domain=T)):(T!==null&&(S.domain=T),S.tickFormat="~g",s.format==="percent"&&T!==null&&(S.tickFormat=yu(T[0],T[1])),s.format==="points"&&(S.tickFormat=C=>String(Number((C*100).toPrecision(6))),S.label="pp"),s.format==="count"&&(S.zero=!0,S.nice=!0,S.tickFormat=OP));let O=e.missing.map(C=>({...C,x:c(u(C)),reason:gp(C)})),A=e.worse.map(C=>({...C,x:c(u(C))})),L=r.smoothing>0,q=(C,X)=>L?[Ln(C,{x:"x",y:"value",z:"segment",stroke:"run",strokeWidth:1,strokeOpacity:.3}),Ln(C,{x:"x",y:"smoothed",z:"run",stroke:"run",strokeWidth:X})]:[Ln(C,{x:"x",y:"value",z:"segment",stroke:"run",strokeWidth:X})],I=Pe({width:r.width,height:DP,marginTop:12,marginLeft:50,marginRight:18,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{...y.scale,domain:[c(p),c(m)]},y:{...S,inset:6},color:{domain:t,range:n},marks:[g!==null?He([g],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}):null,He(O,{x:"x",stroke:"run",strokeOpacity:.45,strokeDasharray:"2,3",title:C=>`${C.run}, step ${C.step}: undefined: ${C.reason}`}),gi(x,{x:"x",y1:"lower",y2:"upper",z:"segment",fill:"run",fillOpacity:.14,clip:!0}),...["lower","upper"].map(C=>Ln(x,{x:"x",y:C,z:"segment",stroke:"run",strokeOpacity:.45,strokeWidth:.75,clip:!0})),..._.map((C,X)=>He(k.filter(re=>re.run===C),{x:"x",y1:"lower",y2:"upper",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0,dx:(X-(_.length-1)/2)*3})),...q(w,1.5),...q(b,3),lt([...w,...b],{x:"x",y:"value",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:L?3:4,ariaLabel:$}),lt(A,{x:"x",y:"value",r:8,fill:"none",stroke:"var(--bad, #c62828)",strokeWidth:2,className:"first-worse",title:C=>`${C.run}: first significantly worse at ${Bv(C,s.format)}`})]});I.querySelectorAll("g.first-worse circle").forEach((C,X)=>{let re=A[X];re&&(C.setAttribute("data-run",re.run),C.setAttribute("data-step",String(re.step)),C.setAttribute("data-vs-step",String(re.vs_step)))}),I.setAttribute("data-name",e.name),I.setAttribute("data-x",r.x),I.setAttribute("data-y-type",E?"log":"linear");let M=I.scale("y");M?.domain&&I.setAttribute("data-y-domain",JSON.stringify(M.domain)),M?.range&&I.setAttribute("data-y-range",JSON.stringify(M.range));let F=[...w,...b],B=new Map(F.map(C=>[$(C),C]));for(let C of I.querySelectorAll('g[aria-label="dot"] circle')){let X=B.get(C.getAttribute("aria-label")??"");X&&(C.setAttribute("data-run",X.run),C.setAttribute("data-step",String(X.step)),C.setAttribute("data-value",String(X.value)),C.setAttribute("data-smoothed",String(X.smoothed)),X.lower!==null&&C.setAttribute("data-lower",String(X.lower)),X.upper!==null&&C.setAttribute("data-upper",String(X.upper)))}let Q=I.scale("x"),H=I.scale("y"),K=F.map(C=>({x:Number(Q?.apply(C.x)),y:Number(H?.apply(C.value))})),G=document.createElement("div");G.className="plot",G.append(I);let J=new aw(G,I,F,K,t,n,{title:s.title,value:C=>es(C,s.format),x:y.text,interval:C=>C.lower!==null&&C.upper!==null?`${a}interval [${es(C.lower,s.format)}, ${es(C.upper,s.format)}]`:"",smoothing:L});return I.addEventListener("click",C=>nz(C,I,F,K,r.open)),I.addEventListener("pointermove",C=>{let X=NP(C,I,K);I.classList.toggle("over-point",X!==null),J.show(C)}),I.addEventListener("pointerleave",()=>J.hide()),{chart:{...e,dots:F},svg:G,pixels:K,logDrawn:E}}var aw=class{constructor(t,n,r,i,s,o,a){this.box=t;this.svg=n;this.rows=r;this.pixels=i;this.domain=s;this.colors=o;this.text=a;this.tip=document.createElement("div");this.rule=document.createElement("div");this.tip.className="hover",this.tip.setAttribute("role","tooltip"),this.rule.className="hover-rule",this.hide(),t.append(this.rule,this.tip)}hide(){this.tip.hidden=!0,this.rule.hidden=!0}show(t){let n=this.svg.getBoundingClientRect();if(n.width===0)return;let r=Number(this.svg.getAttribute("width")??n.width)/n.width,i=(t.clientX-n.left)*r,s=MC(this.rows,this.pixels.map(m=>m.x),i,this.domain);if(s.length===0)return this.hide();let o=this.pixels[this.rows.indexOf(s[0])].x,a=s.map(m=>{let g=document.createElement("div");g.className="hover-row",g.dataset.run=m.run,g.dataset.step=String(m.step),g.dataset.value=String(m.value);let y=document.createElement("span");y.className="swatch",y.style.background=this.colors[this.domain.indexOf(m.run)]??"var(--muted)";let b=document.createElement("span");b.className="run-name",b.textContent=m.run;let w=document.createElement("b");w.textContent=this.text.smoothing?this.text.value(m.smoothed):this.text.value(m.value);let $=document.createElement("span");return $.className="muted",$.textContent=[this.text.smoothing?`value ${this.text.value(m.value)}`:"",`step ${m.step}`,this.text.interval(m)].filter(Boolean).join(" \xB7 "),g.append(y,b,w,$),g}),l=document.createElement("div");l.className="hover-head",l.textContent=`${this.text.title}${this.text.smoothing?" (smoothed)":""} \xB7 ${this.text.x(tz(s[0].x))}`;let u=document.createElement("div");u.className="muted",u.textContent="click a point: open that report",this.tip.replaceChildren(l,...a,u),this.tip.hidden=!1,this.rule.hidden=!1;let c=o/r;this.rule.style.left=`${c}px`,this.rule.style.height=`${n.height}px`;let d=this.box.clientWidth,f=this.tip.offsetWidth,p=c+14+f>d?Math.max(0,c-14-f):c+14;this.tip.style.left=`${p}px`,this.tip.style.top=`${Math.max(0,t.clientY-n.top-10)}px`}};function tz(e){return e instanceof Date?e.getTime():e}function NP(e,t,n){let r=t.getBoundingClientRect();if(r.width===0||r.height===0)return null;let i=Number(t.getAttribute("width")??r.width)/r.width,s=DP/r.height;return wp(n,(e.clientX-r.left)*i,(e.clientY-r.top)*s,ZI*i)}function nz(e,t,n,r,i){let s=NP(e,t,r);if(s===null)return;let o=n[s];i(o)}function hh(e,t,n){return e.length===0?v:h`<div class="note worse" data-role="first-worse" title=${n??""}>
    <span class="ring" aria-hidden="true"></span> First significantly worse than its best before:
    ${e.map((r,i)=>h`${i?"; ":""}<span class="worse-run" data-run=${r.run} data-step=${r.step} data-vs-step=${r.vs_step}
          >${r.run} at ${Bv(r,t)}</span
        >`)}.
  </div>`}var dc=class extends V{constructor(){super();this.request=new ue;this.shell=new Ke(this,[this.request]);this.bias=null;this.groups=[];this.tag="",this.runs=null,this.options={},this.key=null,this.revision="",this.axes=null,this.domain=[],this.colors=[],this.data=null,this.keyText=""}async load(){if(!this.api||!this.tag)return;this.shell.start();let n={tag:this.tag,runs:this.runs??[],key:this.key,options:this.options},r;try{r=await this.request.run(i=>this.api.rowTrend(n,i))}catch(i){this.data=null,this.shell.fail(i);return}r!==se&&(this.data=r,this.shell.ready())}willUpdate(n){n.has("key")&&(this.keyText=this.key??""),["api","tag","runs","options","key","revision"].some(i=>n.has(i)&&JSON.stringify(n.get(i))!==JSON.stringify(this[i]))&&this.load(),(n.has("data")||n.has("axes")||n.has("colors")||n.has("domain"))&&this.draw()}draw(){let n=this.data,r=this.axes;if(this.bias=null,this.groups=[],!n||!r||n.key===null)return;let i=mp(n.series.flatMap(l=>l.points.map(u=>({run:l.run,wall_time:u.wall_time})))),s=(l,u)=>fs(this,{run:l,step:u}),o={title:`${n.bias} of ${n.key_name} ${n.key}`,explanation:"",format:wu(n.format)};this.bias=cc(EP(n,this.runs),this.domain,this.colors,{...r,headline:()=>o,origins:i,open:l=>s(l.run,l.step)});let a={title:n.value??"value",explanation:"",format:wu(n.value_format??"value")};for(let l of AP(n,this.runs)){let u=i.get(l.run)??0,c=l.groups.slice(0,l.drawn),d=cc(l.chart,c,ow.slice(0,c.length),{...r,run:"",headline:()=>a,origins:new Map(c.map(f=>[f,u])),open:f=>s(l.run,f.step)});this.groups.push({group:l,drawn:d})}}pick(n){this.keyText=n;let r=n.trim()===""?null:n;r!==null&&this.data&&!this.data.keys.includes(r)&&this.data.keys.length>=this.data.keys_total||r!==this.key&&this.dispatchEvent(new CustomEvent("row-key",{detail:r,bubbles:!0,composed:!0}))}renderPicker(){let n=this.data,r=n?.key_name??"row";return h`<div class="row-picker">
      <label class="field">
        <span class="name">Per group: ${r}</span>
        <input
          name="row_key"
          list="row-keys"
          placeholder=${`a ${r}, the most biased first`}
          .value=${this.keyText}
          @change=${i=>this.pick(i.target.value)}
        />
        <datalist id="row-keys">${(n?.keys??[]).map(i=>h`<option value=${i}></option>`)}</datalist>
      </label>
      ${this.key!==null?h`<button class="small" name="row_clear" @click=${()=>this.pick("")}>Clear</button>`:v}
      ${this.key===null?h`<span class="muted">Pick a ${r} to draw its value for each group over the steps, and its bias.</span>`:v}
    </div>`}renderBias(n){let r=this.bias;return r?h`<section class="chart" style=${`width: ${this.axes?.width??360}px`} data-name="row-bias" data-points=${r.chart.dots.length}>
      <h3>${n.bias} of ${n.key_name} <span class="key">${n.key}</span></h3>
      <div class="explanation muted">The size of this ${n.key_name}'s bias at each step, as Compare judges it, a line per run.</div>
      ${r.svg??h`<div class="none">No step has a value.</div>`}
      ${hh(r.chart.worse,wu(n.format),n.first_worse_test)}
    </section>`:v}renderGroups(n){return this.groups.map(({group:r,drawn:i})=>h`<section class="chart" style=${`width: ${this.axes?.width??360}px`} data-name="row-groups" data-run=${r.run} data-groups=${r.groups.length}>
          <h3>${r.run}: ${n.value??"value"} by group</h3>
          <div class="legend">
            ${r.groups.slice(0,r.drawn).map((s,o)=>h`<span class="group" data-group=${s}><span class="swatch" style=${`background: ${ow[o]}`}></span>${s}</span>`)}
          </div>
          ${i.svg??h`<div class="none">No group has a value at any step.</div>`}
          ${r.groups.length>r.drawn?h`<div class="note muted" data-role="more-groups">
                  The ${r.drawn} largest of ${r.groups.length} groups drawn.
                </div>`:v}
        </section>`)}render(){let n=this.data;return h`${this.renderPicker()}
      ${this.shell.renderError(`Could not load the ${n?.key_name??"row"}`,[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${n&&n.key!==null?h`<div class="charts row-charts ${this.shell.loading?"stale":""}">${this.renderBias(n)} ${this.renderGroups(n)}</div>`:v}`}};dc.properties={api:{attribute:!1},tag:{attribute:!1},runs:{attribute:!1},options:{attribute:!1},key:{attribute:!1},revision:{attribute:!1},axes:{attribute:!1},domain:{attribute:!1},colors:{attribute:!1},data:{state:!0},keyText:{state:!0}},dc.styles=[U,Oe,Me,Ze,ja];customElements.define("fairness-trend-row",dc);var fc=class extends V{constructor(){super();this.request=new ue;this.shell=new Ke(this,[this.request]);this.drawn=[];this.rowAxes=null;this.chartWidth=ph;this.resize=new ResizeObserver(()=>{let n=LP(this.clientWidth);n!==this.chartWidth&&(this.chartWidth=n,this.drawn=this.draw(),this.requestUpdate())});this.onColors=()=>{this.drawn=this.draw(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=Lv(null),this.thresholdText="",this.runFilter="",this.data=null}connectedCallback(){super.connectedCallback(),pn().addEventListener(Nr,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),pn().removeEventListener(Nr,this.onColors),this.resize.disconnect()}get hasGapThreshold(){return qe(this.declaration,In)!==null}levelText(n){let r=Hv(n.level,Nn(this.options,this.selection.own),this.declaration);return r===null?"":`${Math.round(r*100)}%`}headline(n){return jC(n,this.data?.headlines??this.declaration?.headlines??[])}async load(){if(!this.api||!this.tag)return;this.shell.start();let n=this.tag,r=this.selection.runs??[],i=zv(this.options,this.selection,this.hasGapThreshold,this.declaration),s;try{s=await this.request.run(o=>this.api.trend({tag:n,runs:r,options:i},o))}catch(o){this.data=null,this.shell.fail(o);return}s!==se&&(this.data=s,this.shell.ready())}change(n){this.selection=n,Ge(this,Nv(n,this.declaration))}willUpdate(n){if(!this.hasUpdated)this.selection=zC(this.params,this.declaration,this.runs),this.thresholdText=String(this.selection.gapThreshold??""),Ge(this,Nv(this.selection,this.declaration)),this.load();else{if(n.has("declaration")){let i=YC(this.selection,this.declaration);i!==this.selection&&(this.change(i),this.thresholdText=String(i.gapThreshold??""))}let r=n.has("tag")||n.has("options")||n.has("kind")||n.has("declaration")||n.has("api")||n.has("revision");if(n.has("runs")){let i=yp(this.selection,this.runs);JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)&&this.change(i),r=!0}if(n.has("selection")){let i=n.get("selection");(!i||JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)||i.gapThreshold!==this.selection.gapThreshold||JSON.stringify(i.own)!==JSON.stringify(this.selection.own))&&(r=!0)}r&&this.load()}(n.has("data")||n.has("declaration")||n.has("runs")||n.has("run")||n.has("step")||n.has("selection")||n.has("runFilter"))&&(this.drawn=this.draw())}drawnRuns(){let n=Iv(this.runs,this.runFilter);return this.selection.runs===null&&(this.runFilter===""||n.error)?null:lo(this.selection,this.runs).filter(r=>n.runs.includes(r))}xAxis(n){let r=this.drawnRuns();return this.selection.x??SC(n.series.filter(i=>r===null||r.includes(i.run)))}draw(){let n=this.data;if(!n)return[];let r=[...this.runs,...n.series.map(l=>l.run).filter(l=>!this.runs.includes(l))],i=xu(r),s=qC(n,this.drawnRuns()),o={level:Hv(n.level,Nn(this.options,this.selection.own),this.declaration),run:this.run,step:this.step,fit:this.selection.fit,x:this.xAxis(n),smoothing:this.selection.smoothing,log:this.selection.log,width:this.chartWidth};this.rowAxes={axes:o,domain:r,colors:i};let a={...o,headline:l=>this.headline(l),origins:mp(n.series.flatMap(l=>l.points.map(u=>({run:l.run,wall_time:u.wall_time})))),open:l=>fs(this,{run:l.run,step:l.step})};return s.map(l=>cc(l,r,i,a))}onToggle(n,r,i){let s=BC(this.selection,this.runs,n,r);i.checked=lo(s,this.runs).includes(n),JSON.stringify(s.runs)!==JSON.stringify(this.selection.runs)&&this.change(s)}onThreshold(n,r){let i=n.target.value;this.thresholdText=i;let s=bp(i,this.declaration);r&&s!==null&&s!==this.selection.gapThreshold&&this.change({...this.selection,gapThreshold:s})}download(){let n=this.data;if(!n)return;let r=this.selection.runs===null?null:lo(this.selection,this.runs),i=["fairness","trend",n.tag];this.hasGapThreshold&&this.selection.gapThreshold!==null&&i.push(`gap${this.selection.gapThreshold}`),Pi(GC(n,r),Rt(i))}renderRuns(){let n=lo(this.selection,this.runs),r=xu(this.runs),i=l=>r[this.runs.indexOf(l)]??"var(--muted)",s=Iv(this.runs,this.runFilter),o=HC(this.runs,this.run).filter(l=>s.runs.includes(l)),a=this.drawnRuns()??this.runs;return h`<div class="field">
      <span class="name" data-drawn=${a.length}>Runs (${a.length} of ${this.runs.length} drawn)</span>
      <div class="run-filter">
        <input
          name="run_filter"
          placeholder="Filter runs (regex)"
          class=${s.error?"invalid":""}
          title=${s.error??"A regular expression over the run names, as in TensorBoard: only the runs it matches are listed and drawn"}
          aria-invalid=${s.error?"true":"false"}
          .value=${this.runFilter}
          @input=${l=>this.runFilter=l.target.value}
        />
        ${s.error?h`<span class="filter-error" role="alert">Invalid regex, filter ignored: ${s.error}</span>`:v}
      </div>
      <div class="runs" role="group" aria-label="Runs drawn">
        ${o.map(l=>h`<label class=${l===this.run?"current":""} title=${l===this.run?`${l} (the report on screen)`:l}>
            <input
              type="checkbox"
              name="run"
              .value=${l}
              .checked=${n.includes(l)}
              ?disabled=${n.length===1&&n.includes(l)}
              data-run=${l}
              @change=${u=>{let c=u.target;this.onToggle(l,c.checked,c)}}
            />
            <span class="swatch" style="background: ${i(l)}"></span>
            <span class="run-name">${l}</span>
          </label>`)}
        ${o.length===0?h`<span class="muted">no run matches</span>`:v}
        ${this.selection.runs!==null?h`<button class="primary small" name="all-runs" @click=${()=>this.change({...this.selection,runs:null})}>
              All runs
            </button>`:v}
      </div>
    </div>`}renderThreshold(){if(!this.hasGapThreshold)return v;let n=bp(this.thresholdText,this.declaration)===null;return h`<label class="field">
      <span class="name">Gap threshold</span>
      <input
        type="number"
        name="gap_threshold"
        min=${Dt(this.declaration,In).min??v}
        max=${Dt(this.declaration,In).max??v}
        step="0.01"
        .value=${this.thresholdText}
        class=${n?"invalid":""}
        aria-invalid=${n?"true":"false"}
        title=${n?Gt(this.declaration,In):"Labels above the gap threshold counts labels with |gap| above this"}
        @input=${r=>this.onThreshold(r,!1)}
        @change=${r=>this.onThreshold(r,!0)}
      />
    </label>`}renderFit(){return h`<label
      class="field"
      title="What the y axis fits: the lines (their movement over steps shows; bands wider than the plot are cut at its edges), or the whole intervals too"
    >
      <span class="name">Y axis</span>
      <select name="fit" @change=${n=>this.change({...this.selection,fit:n.target.value})}>
        <option value="lines" .selected=${this.selection.fit==="lines"}>fit the lines</option>
        <option value="intervals" .selected=${this.selection.fit==="intervals"}>fit the intervals</option>
      </select>
    </label>`}renderAxes(n){let r=n!==null&&this.selection.x===null?this.xAxis(n):null,i=this.selection.smoothing;return h`<label
        class="field"
        title="The horizontal axis, as in Scalars: the step, the time since each run's first point (runs logged per epoch and per optimizer step both span the chart), or the wall-clock time. Unchosen: Relative when the runs' step ranges differ tenfold or more, else Step."
      >
        <span class="name">Horizontal axis</span>
        <select
          name="x_axis"
          @change=${s=>{let o=s.target.value;this.change({...this.selection,x:o==="auto"?null:o})}}
        >
          <option value="auto" .selected=${this.selection.x===null}>${r?`auto (${Ev[r]})`:"auto"}</option>
          ${pp.map(s=>h`<option value=${s} .selected=${this.selection.x===s}>${Ev[s]}</option>`)}
        </select>
      </label>
      <label
        class="field"
        title="Smoothing, as in Scalars: the debiased exponential moving average of each run's values with this weight (0: none). The values stay drawn, faint; the points and the intervals are the values'."
      >
        <span class="name">Smoothing <span class="smoothing-value">${i.toFixed(2)}</span></span>
        <input
          type="range"
          name="smoothing"
          min="0"
          max=${hp}
          step="0.01"
          .value=${String(i)}
          @input=${s=>{let o=Ov(s.target.value);o!==null&&this.change({...this.selection,smoothing:o})}}
        />
      </label>
      <label class="field checkbox" title="A logarithmic y axis on the charts whose values and intervals are all above zero (the others stay linear and say so)">
        <span class="name">Log scale</span>
        <input
          type="checkbox"
          name="log"
          .checked=${this.selection.log}
          @change=${s=>this.change({...this.selection,log:s.target.checked})}
        />
      </label>`}renderRow(){if(!this.declaration?.bias)return v;let n=zv(this.options,this.selection,this.hasGapThreshold,this.declaration);return h`<h2 class="row-heading">Per group</h2>
      <fairness-trend-row
        .api=${this.api}
        .tag=${this.tag}
        .runs=${this.drawnRuns()}
        .options=${n}
        .key=${this.selection.key}
        .revision=${this.revision}
        .axes=${this.rowAxes?.axes??null}
        .domain=${this.rowAxes?.domain??[]}
        .colors=${this.rowAxes?.colors??[]}
        @row-key=${r=>this.change({...this.selection,key:r.detail})}
      ></fairness-trend-row>`}renderChart(n){let r=this.headline(n.chart.name),i=n.chart.missing;return h`<section
      class="chart"
      style=${`width: ${this.chartWidth}px`}
      data-name=${n.chart.name}
      data-points=${n.chart.dots.length}
      data-missing=${i.length}
    >
      <h3 title=${n.chart.name}>${r.title}</h3>
      <div class="explanation muted">${r.explanation||h`Headline number <code>${n.chart.name}</code>.`}</div>
      ${n.svg??h`<div class="none">No step has a value${i.length?`: ${gp(i[0])}`:""}.</div>`}
      ${this.selection.log&&n.svg&&!n.logDrawn?h`<div class="note muted" data-role="linear">Linear: a value or an interval end is zero or below.</div>`:v}
      ${i.length>0?h`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${WC(i)}.
          </div>`:v}
      ${hh(n.chart.worse,r.format,this.data?.first_worse_test)}
    </section>`}render(){let n=this.data,r=this.selection.runs===null?null:lo(this.selection,this.runs),i=FC(Qi(this.declaration,"trend",Nn(this.options,this.selection.own))),s=n!==null&&n.series.every(o=>o.points.length===0);return h`<div class="controls">
        <div class="group" role="group" aria-label="Trend selection">
          ${this.renderRuns()} ${this.renderThreshold()} ${this.renderFit()} ${this.renderAxes(n)}
          <fairness-mode-options
            .mode=${"trend"}
            .api=${this.api}
            .source=${this.runs.length?{run:null,tag:this.tag,step:null}:null}
            .revision=${this.revision}
            .declaration=${this.declaration}
            .inherited=${this.options}
            .own=${this.selection.own}
            .skip=${[In]}
            @own-options=${o=>this.change({...this.selection,own:o.detail})}
          ></fairness-mode-options>
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",n!==null,()=>this.download(),"The headline numbers as CSV (run,step,wall_time,names...)")}
        </div>
      </div>
      ${this.shell.renderError("Could not load the trends",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(n,o=>h`<div class="body ${this.shell.loading?"stale":""}">
            <div class="summary">
              <span
                >Headline numbers of <b>${o.tag}</b> (${this.kindTitle||o.kind} reports) over steps ·
                ${i?h`options: <span class="options">${i}</span>`:h`the default options`}
                ${this.hasGapThreshold?h` · gap threshold ${this.selection.gapThreshold}`:v}</span
              >
              <span class="muted">Click a point to open that run and step as a report.</span>
              <span class="muted" data-role="interval-legend"
                >Bands: ${[this.levelText(o),"intervals"].filter(Boolean).join(" ")} (a bar at a point without neighbours). A worst
                or largest value is picked out of many rows, so its interval holds for every row at once (conservative;
                docs/statistics.md).</span
              >
              ${this.drawn.some(a=>a.chart.worse.length>0)?h`<span class="muted" data-role="worse-legend"
                      ><span class="ring" aria-hidden="true"></span> marks the first step at which a run's number is significantly
                      worse than at its best step before (${o.first_worse_test??"the change between the two steps"}: a
                      mark where nothing changed has at most a ${Number(((1-(o.level??.95))*100).toPrecision(3))}% chance per run
                      and number).</span
                    >`:v}
            </div>
            ${s?h`<div class="none message">No steps of this tag in the chosen runs.</div>`:h`${UC(o,r)?h`<div class="hint" data-role="single-step">
                        One step only — trends need at least two steps. Log the report at more steps to see lines.
                      </div>`:v}
                  <div class="charts">${this.drawn.map(a=>this.renderChart(a))}</div>`}
            ${this.renderRow()}
          </div>`,"Loading the trends\u2026")}`}};fc.properties={...ko,revision:{attribute:!1},selection:{state:!0},thresholdText:{state:!0},runFilter:{state:!0},data:{state:!0}},fc.styles=[U,Oe,Me,or,Ze,ja];customElements.define("fairness-trend",fc);var IP=z`
  input[name='run_filter'] {
    width: 220px;
  }
  select[name='runs-step'] {
    min-width: 90px;
  }
  .picked {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  .pick-badge {
    display: inline-block;
    min-width: 14px;
    padding: 0 5px;
    border-radius: 8px;
    font-size: 11px;
    line-height: 16px;
    font-weight: 600;
    text-align: center;
    color: var(--bg);
    background: var(--accent);
  }
  .picked .names {
    max-width: 340px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The table and the chart: side by side in a wide tab (the table takes what is left),
     the chart below the table in a narrow one (the body scrolls). */
  .main {
    display: flex;
    gap: 16px;
    align-items: stretch;
    min-height: 0;
  }
  .main.wide {
    flex: 1;
    flex-direction: row;
  }
  .main.narrow {
    flex-direction: column;
  }
  .table-box {
    display: flex;
    flex-direction: column;
    min-width: 0;
    min-height: 0;
    flex: 1;
  }
  /* As tall as its rows (a few runs leave no empty box), at most the height left. */
  .main.wide fairness-runs-table {
    flex: 0 1 auto;
    max-height: var(--table-content);
    min-height: min(200px, var(--table-content));
  }
  .main.narrow fairness-runs-table {
    height: var(--table-height, 420px);
    flex: none;
  }
  .chart-box {
    flex: none;
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-height: 0;
    overflow-y: auto;
  }
  .chart-box h3 {
    margin: 0;
  }
  .legend-line {
    font-size: 12px;
    color: var(--muted);
    max-width: 560px;
  }
  .legend-line .front {
    color: var(--accent);
    font-weight: 600;
  }
  .skipped {
    font-size: 12px;
    border: 1px solid var(--warn-border);
    background: var(--warn-bg);
    border-radius: 2px;
    padding: 6px 10px;
    max-width: 900px;
  }
  .skipped summary {
    cursor: pointer;
    color: var(--warn-fg);
  }
  .skipped ul {
    margin: 4px 0 0;
    padding-left: 20px;
    max-height: 160px;
    overflow-y: auto;
  }
  .skipped li {
    margin: 2px 0;
  }
  .skipped .run {
    font-weight: 500;
  }
  .none {
    padding: 16px;
    color: var(--muted);
  }
`;var zP=uo(class extends ts{constructor(e){if(super(e),e.type!==hn.PROPERTY&&e.type!==hn.ATTRIBUTE&&e.type!==hn.BOOLEAN_ATTRIBUTE)throw Error("The `live` directive is not allowed on child or event bindings");if(!$p(e))throw Error("`live` bindings can only contain a single expression")}render(e){return e}update(e,[t]){if(t===Et||t===v)return t;let n=e.element,r=e.name;if(e.type===hn.PROPERTY){if(t===n[r])return Et}else if(e.type===hn.BOOLEAN_ATTRIBUTE){if(!!t===n.hasAttribute(r))return Et}else if(e.type===hn.ATTRIBUTE&&n.getAttribute(r)===t+"")return Et;return _p(e),t}});var rz=200,iz=64,sz=72,pc=class extends V{constructor(){super();this.grid="";this.minWidth=0;this.bias=null;this.perf=null;this.rowTemplate=n=>this.renderRow(n);this.table=null,this.rows=[],this.sort="bias",this.dir="asc",this.picks=[],this.colors=new Map}willUpdate(n){let r=this.table;if(n.has("table")&&(this.bias=r?Ja(r,r.bias):null,this.perf=r?.performance?Ja(r,r.performance):null),r){let i=[`minmax(${rz}px, 2fr)`,`${iz}px`,`minmax(${W0(r.bias)}px, 1fr)`,...r.performance?[`minmax(${W0(r.performance)}px, 1fr)`,`${sz}px`]:[],...r.hparams.map(s=>`${UA(s,r.columns[ds+s]??[])}px`)];this.minWidth=i.reduce((s,o)=>s+Number(/(\d+)px/.exec(o)[1]),0),this.grid=`grid-template-columns: ${i.join(" ")}; min-width: ${this.minWidth}px`}this.rowTemplate=i=>this.renderRow(i)}missing(n,r){return h`<div class="cell num missing" role="cell" data-col=${n} title=${r}>—</div>`}headlineCell(n,r,i){let s=n.role,o=r.value[i],a=this.table.level;if(o===null)return this.missing(s,U0(n,null,null,null,a));let l=r.lower[i],u=r.upper[i],c=rh(n,l,u);return h`<div
      class="cell num headline"
      role="cell"
      data-col=${s}
      data-v=${String(o)}
      data-lower=${l??v}
      data-upper=${u??v}
      title=${U0(n,o,l,u,a)}
    >
      <span class="v">${Za(n,o)}</span>${c?h`<span class="iv">${c}</span>`:v}
    </div>`}hparamCell(n,r){let i=ds+n,s=this.table.columns[i]?.[r]??null;if(s===null||typeof s=="number"&&!Number.isFinite(s))return this.missing(i,`${n}: not logged by this run. Sorted last.`);let o=Y0(s);return h`<div class="cell ${typeof s=="number"?"num":"text"}" role="cell" data-col=${i} data-v=${String(s)} title=${`${n} = ${o}`}>
      ${o}
    </div>`}renderRow(n){let r=this.table,i=r.columns.run[n],s=r.columns.step[n],o=r.columns.pareto[n]===!0,a=this.picks.indexOf(i),l=this.colors.get(i)??"var(--muted)";return h`<div class="row ${a>=0?"picked":""}" role="row" style=${this.grid} data-row=${n} data-run=${i} data-pareto=${String(o)}>
      <div class="cell run" role="cell" data-col="run">
        <input
          type="checkbox"
          name="pick"
          data-run=${i}
          .checked=${zP(a>=0)}
          aria-label=${`Pick ${i} to compare`}
          title="Pick two runs, then Compare A and B (the first picked is A)"
          @change=${u=>this.emit("pick-change",{run:i,on:u.target.checked})}
        />
        <span class="swatch" style="background: ${l}"></span>
        <button class="r" data-run=${i} title=${`${i}: click to open its report`} @click=${()=>this.emit("run-open",n)}>${i}</button>
        ${a>=0?h`<span class="pick-badge" title=${`Side ${a===0?"A":"B"} of Compare`}>${a===0?"A":"B"}</span>`:v}
      </div>
      ${typeof s=="number"?h`<div class="cell num" role="cell" data-col="step" data-v=${String(s)}>${P(s)}</div>`:this.missing("step","No step")}
      ${this.headlineCell(r.bias,this.bias,n)}
      ${r.performance?h`${this.headlineCell(r.performance,this.perf,n)}
              <div
                class="cell pareto"
                role="cell"
                data-col="pareto"
                data-v=${String(o)}
                title=${o?"On the Pareto front: no other run is better on both numbers":"Not on the Pareto front: another run is at least as good on both numbers, and better on one"}
              >
                ${o?"\u25C6":""}
              </div>`:v}
      ${r.hparams.map(u=>this.hparamCell(u,n))}
    </div>`}emit(n,r){this.dispatchEvent(new CustomEvent(n,{detail:r,bubbles:!0,composed:!0}))}headlineHead(n){let r=fo(this.table?.level),i=n.better==="lower"?"lower is better":n.better==="higher"?"higher is better":"";return{key:n.role,name:G0(n),sub:`${r?r+" ":""}interval`,title:`${n.title} (${n.name}): ${n.explanation}${i?` (${i})`:""}; with its ${r?r+" ":""}interval`}}render(){let n=this.table;if(!n)return v;let r=[{key:"run",name:"Run",sub:"",title:"The run (tick two to compare them; click a name to open its report)",text:!0},{key:"step",name:"Step",sub:"",title:"The step read for the run"},this.headlineHead(n.bias),...n.performance?[this.headlineHead(n.performance),{key:"pareto",name:"Pareto",sub:"",title:"On the Pareto front of bias and performance: no other run is better on both"}]:[],...n.hparams.map(i=>({key:`${ds}${i}`,name:i,sub:"hparam",title:`Hyperparameter ${i}, as the run logged it (HParams)`}))];return as(this,{columns:r,defaultDir:i=>j0(n,i),renderRow:this.rowTemplate,label:"Runs ranked",empty:"No run matches the filter.",tableStyle:`--table-min-width: ${this.minWidth}px`,headStyle:this.grid,keyByPosition:!0})}};pc.properties={...Ir,picks:{attribute:!1},colors:{attribute:!1}},pc.styles=[U,...ls,z`
      lit-virtualizer {
        min-width: var(--table-min-width);
      }
      .head button {
        padding: 4px 6px;
      }
      .head .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .head .top {
        max-width: 100%;
      }
      .cell {
        padding: 0 6px;
      }
      .head [data-col='run'],
      .cell.run {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head [data-col='run'] {
        background: var(--header-bg);
      }
      .head [data-col='run']:hover {
        background: var(--header-hover);
      }
      .cell.run {
        display: flex;
        align-items: center;
        gap: 6px;
        height: 100%;
        background: inherit;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .cell.run input {
        height: auto;
        margin: 0;
        flex: none;
        cursor: pointer;
      }
      .swatch {
        width: 10px;
        height: 10px;
        border-radius: 50%;
        flex: none;
      }
      button.r {
        min-width: 0;
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        text-align: left;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
        cursor: pointer;
      }
      button.r:hover {
        color: var(--accent);
        text-decoration: underline dotted;
        text-underline-offset: 2px;
      }
      button.r:focus-visible {
        outline: 2px solid var(--accent);
        outline-offset: 1px;
      }
      .pick-badge {
        flex: none;
        font-size: 10px;
        line-height: 14px;
        padding: 0 4px;
        border-radius: 7px;
        font-weight: 600;
        color: var(--bg);
        background: var(--accent);
      }
      .row.picked {
        background: var(--selected-bg);
      }
      .cell.headline {
        display: flex;
        justify-content: flex-end;
        align-items: baseline;
        gap: 6px;
      }
      .cell.headline .iv {
        color: var(--muted);
        font-size: 11px;
      }
      .missing {
        color: var(--muted);
        cursor: help;
      }
      .cell.pareto {
        text-align: center;
        color: var(--accent);
        font-weight: 600;
      }
      .cell.text {
        text-align: left;
      }
    `];customElements.define("fairness-runs-table",pc);var oz=380,az=16,lz=12,hc=class extends V{constructor(){super();this.drawn=null;this.data=null,this.rows=[],this.colors=new Map,this.picks=[],this.width=460}willUpdate(n){(n.has("data")||n.has("rows")||n.has("colors")||n.has("picks")||n.has("width"))&&(this.drawn=this.draw())}color(n){return this.colors.get(n)??"var(--muted)"}draw(){let n=this.data;return n?n.performance?this.drawScatter(n,n.performance):this.drawRanked(n):null}tipText(n,r){let i=(a,l,u,c)=>{let d=rh(a,u,c);return`${a.title}: ${Za(a,l)}${d?` ${d}`:""}`},s=n.columns.step[r.row],o=[`${r.run}${typeof s=="number"?` (step ${s})`:""}`,i(n.bias,r.x,r.xLower,r.xUpper)];return"y"in r&&n.performance&&o.push(i(n.performance,r.y,r.yLower,r.yUpper)),"pareto"in r&&r.pareto&&o.push("On the Pareto front"),o.push("Click: open its report"),o.join(`
`)}drawScatter(n,r){let{points:i,undrawn:s}=WA(n,this.rows);if(i.length===0)return{svg:document.createElement("div"),points:i,pixels:[],undrawn:s};let o=sh(i.map(p=>p.x),i.map(p=>p.xLower),i.map(p=>p.xUpper),n.bias),a=sh(i.map(p=>p.y),i.map(p=>p.yLower),i.map(p=>p.yUpper),r),l=GA(i),u=this.picks.map((p,m)=>({label:m===0?"A":"B",p:i.find(g=>g.run===p)})).filter(p=>p.p),c=p=>this.tipText(n,p),d=[...this.colors.keys()],f=Pe({width:this.width,height:oz,marginTop:26,marginLeft:52,marginRight:16,marginBottom:40,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:ih(n.bias,"x"),labelAnchor:"center",labelArrow:"none",labelOffset:34,tickFormat:oh(n.bias,o[0],o[1]),ticks:Math.max(3,Math.floor(this.width/80)),grid:!0,inset:10},y:{domain:a,inset:10,label:ih(r,"y"),labelAnchor:"top",labelArrow:"none",tickFormat:oh(r,a[0],a[1]),grid:!0},color:{domain:d,range:d.map(p=>this.color(p))},marks:[hu({stroke:"var(--chart-rule)",strokeOpacity:.5}),_t(i.filter(p=>p.xLower!==null&&p.xUpper!==null),{x1:"xLower",x2:"xUpper",y:"y",stroke:"run",strokeOpacity:.45,strokeWidth:1,clip:!0}),He(i.filter(p=>p.yLower!==null&&p.yUpper!==null),{x:"x",y1:"yLower",y2:"yUpper",stroke:"run",strokeOpacity:.45,strokeWidth:1,clip:!0}),Zi(l,{x:"x",y:"y",stroke:"var(--accent)",strokeWidth:1.5,strokeDasharray:"5,3",clip:!0}),lt(l,{x:"x",y:"y",r:7.5,stroke:"var(--accent)",strokeWidth:2,fill:"none",ariaHidden:"true"}),lt(i,{x:"x",y:"y",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:4.5,ariaLabel:p=>p.run,title:c,tip:{fontSize:12,lineHeight:1.3}}),xa(u.map(p=>({...p.p,label:p.label})),{x:"x",y:"y",text:"label",dy:-12,fontWeight:700,fontSize:12,fill:"var(--fg)",stroke:"var(--chart-halo)",strokeWidth:3,paintOrder:"stroke"})]});return this.finish(f,i,p=>({x:p.x,y:p.y}),s)}drawRanked(n){let{points:r,undrawn:i}=YA(n,this.rows);if(r.length===0)return{svg:document.createElement("div"),points:r,pixels:[],undrawn:i};let s=sh(r.map(c=>c.x),r.map(c=>c.xLower),r.map(c=>c.xUpper),n.bias),o=c=>yi(c,11),a=Math.min(170,Math.max(...r.map(c=>o(c.run)))+4),l=[...this.colors.keys()],u=Pe({width:this.width,height:r.length*az+70,marginTop:10,marginLeft:a+12,marginRight:16,marginBottom:40,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:s,label:ih(n.bias,"x"),labelAnchor:"center",labelArrow:"none",labelOffset:34,tickFormat:oh(n.bias,s[0],s[1]),ticks:Math.max(3,Math.floor((this.width-a)/80)),grid:!0,axis:"bottom",inset:10},y:{domain:r.map(c=>c.run),label:null,tickSize:0,tickFormat:c=>gv(c,a,o)},color:{domain:l,range:l.map(c=>this.color(c))},marks:[_t(r.filter(c=>c.xLower!==null&&c.xUpper!==null),{x1:"xLower",x2:"xUpper",y:"run",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0}),lt(r,{x:"x",y:"run",fill:"run",stroke:"var(--chart-halo)",r:4.5,ariaLabel:c=>c.run,title:c=>this.tipText(n,c),tip:{fontSize:12,lineHeight:1.3}})]});return this.finish(u,r,c=>({x:c.x,y:c.run}),i)}finish(n,r,i,s){let o=new Map(r.map(p=>[p.run,p])),a=n.tagName.toLowerCase()==="svg"?n:n.querySelector("svg")??n;a.setAttribute("data-chart",this.data?.performance?"scatter":"ranked");for(let p of a.querySelectorAll('g[aria-label="dot"] circle[aria-label]')){let m=o.get(p.getAttribute("aria-label")??"");m&&(p.setAttribute("data-run",m.run),p.setAttribute("data-x",String(m.x)),"y"in m&&p.setAttribute("data-y",String(m.y)),"pareto"in m&&p.setAttribute("data-pareto",String(m.pareto)))}let l=n.scale("x"),u=n.scale("y"),c=r.map(p=>{let{x:m,y:g}=i(p),y=Number(u?.apply(g)),b=typeof g=="string"?(u?.bandwidth??0)/2:0;return{x:Number(l?.apply(m)),y:y+b}}),d=Number(a.getAttribute("height")),f=p=>{let m=a.getBoundingClientRect();if(m.width===0||m.height===0)return null;let g=Number(a.getAttribute("width")??m.width)/m.width,y=(d||m.height)/m.height;return wp(c,(p.clientX-m.left)*g,(p.clientY-m.top)*y,lz*g)};return a.addEventListener("click",p=>{let m=f(p);m!==null&&this.dispatchEvent(new CustomEvent("run-open",{detail:r[m].row,bubbles:!0,composed:!0}))}),a.addEventListener("pointermove",p=>a.classList.toggle("over-point",f(p)!==null)),{svg:n,points:r,pixels:c,undrawn:s}}render(){let n=this.data,r=this.drawn;if(!n||!r)return v;let i=fo(n.level),s=r.undrawn>0?h`<div class="legend-line" data-role="undrawn">
            ${r.undrawn} ${r.undrawn===1?"run":"runs"} not drawn:
            ${n.performance?`${n.bias.title} or ${n.performance.title}`:n.bias.title} undefined (— in the table).
          </div>`:v;return r.points.length===0?h`<div class="none">No run shown has ${n.performance?"both numbers":`a ${n.bias.title}`} defined: nothing to draw.</div>
        ${s}`:h`${r.svg}
      <div class="legend-line">
        ${n.performance?h`<span class="front">◆ Pareto front</span> (dashed line, ringed dots): no other run is better on both numbers (over
                every run read, whatever the filter). `:h`Ranked, better first. `}
        Whiskers: ${i?`${i} `:""}intervals. Hover a dot for its numbers; click it to open its report.
      </div>
      ${s}`}};hc.properties={data:{attribute:!1},rows:{attribute:!1},colors:{attribute:!1},picks:{attribute:!1},width:{attribute:!1}},hc.styles=[U,z`
      :host {
        display: block;
      }
      svg {
        cursor: crosshair;
        overflow: visible;
      }
      svg.over-point {
        cursor: pointer;
      }
      .none {
        padding: 16px;
        color: var(--muted);
      }
      .legend-line {
        font-size: 12px;
        color: var(--muted);
        margin-top: 2px;
      }
      .legend-line .front {
        color: var(--accent);
        font-weight: 600;
      }
    `];customElements.define("fairness-runs-scatter",hc);var uz="fairness:runs-rendered",cz=1280,dz=470,BP=760,fz=380,mc=class extends V{constructor(){super();this.request=new ue;this.stepsRequest=new ue;this.csvRequest=new ue;this.shell=new Ke(this,[this.request,this.stepsRequest,this.csvRequest]);this.sortKey="bias";this.sortDir="asc";this.shown=[];this.filterError=null;this.colors=new Map;this.pendingMark=!1;this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0);r!==this.width&&(this.width=r)});this.onColors=()=>{this.colors=this.runColors(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=V0(),this.data=null,this.steps=[],this.width=0,this.csvError=null}connectedCallback(){super.connectedCallback(),pn().addEventListener(Nr,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),pn().removeEventListener(Nr,this.onColors),this.resize.disconnect()}routeParams(){return{tag:this.tag,step:this.selection.step,options:BA(this.options,this.selection,this.declaration)}}async load(){if(!this.api||!this.tag)return;let n=this.routeParams(),r=await this.shell.run(this.request,i=>this.api.runs(n,i),()=>this.data=null);r!==se&&(this.data=r,this.pendingMark=!0,this.shell.ready())}async loadSteps(){if(!this.api||!this.tag||!this.run)return;let n=this.run,r=this.tag;try{let i=await this.stepsRequest.run(s=>this.api.steps(n,r,s));i!==se&&(this.steps=i.steps.map(s=>s.step))}catch{}}change(n){this.selection=n,Ge(this,nh(n,this.declaration))}runColors(){let n=(this.data?.columns.run??[]).filter(s=>!this.runs.includes(s)),r=[...this.runs,...n],i=Ea(r,cp());return new Map(r.map((s,o)=>[s,i[o]]))}willUpdate(n){if(this.hasUpdated){let r=n.has("tag")||n.has("options")||n.has("kind")||n.has("declaration")||n.has("api")||n.has("revision");if(n.has("declaration")||n.has("runs")){let i=Lr(Or(this.selection.own,Dr,this.declaration),Dr,this.declaration),s=K0(this.selection.picks,this.runs);JSON.stringify(i)!==JSON.stringify(this.selection.own)||s.length!==this.selection.picks.length?this.change({...this.selection,own:i,picks:s}):n.has("declaration")&&Ge(this,nh(this.selection,this.declaration)),r||=n.has("runs")}if(n.has("selection")){let i=n.get("selection");(!i||i.step!==this.selection.step||JSON.stringify(i.own)!==JSON.stringify(this.selection.own))&&(r=!0)}r&&this.load(),(n.has("tag")||n.has("run")||n.has("revision"))&&this.loadSteps()}else{let r=zA(this.params,this.declaration);this.selection={...r,picks:K0(r.picks,this.runs)},Ge(this,nh(this.selection,this.declaration)),this.load(),this.loadSteps()}if(n.has("data")||n.has("runs")||n.has("selection")){let r=this.data,{key:i,dir:s}=KA(r,this.selection);if(this.sortKey=i,this.sortDir=s,r){let o=qA(r,jA(r,i,s),this.selection.search);this.shown=o.rows,this.filterError=o.error}else this.shown=[],this.filterError=null}(n.has("data")||n.has("runs"))&&(this.colors=this.runColors())}updated(){if(!this.pendingMark||typeof performance>"u")return;let n=this.renderRoot.querySelector("fairness-runs-table"),r=()=>{this.pendingMark&&(n?.shadowRoot?.querySelector(".row")||this.data?.rows===0?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(uz))):requestAnimationFrame(r))};!n&&this.data?.rows!==0||r()}onSort(n){let{column:r,dir:i}=n.detail;this.change({...this.selection,sort:r,dir:i})}onPick(n,r){this.change({...this.selection,picks:HA(this.selection.picks,n,r)})}openRow(n){this.data&&fs(this,X0(this.data,n,this.selection))}side(n){let r=this.data,i=r?r.columns.run.indexOf(n):-1;return r&&i>=0?X0(r,i,this.selection):{run:n,step:this.selection.step}}openCompare(){let[n,r]=this.selection.picks;n===void 0||r===void 0||bP(this,{a:this.side(n),b:this.side(r),options:this.selection.own})}async download(){let n=this.routeParams();this.csvError=null;let r;try{r=await this.csvRequest.run(i=>this.api.runsCsv(n,i))}catch(i){this.csvError=Pt(i);return}r!==se&&Pi(r,JA(n.tag,n.step))}renderStep(){let n=this.selection.step,r=FA([...this.steps,...this.data?.columns.step??[]],n);return h`<label class="field" title="The step every run is read at: each run's latest, or one step for all">
      <span class="name">Step</span>
      <select
        name="runs-step"
        @change=${i=>{let s=i.target.value;this.change({...this.selection,step:s===""?null:Number(s)})}}
      >
        <option value="" .selected=${n===null}>latest</option>
        ${r.map(i=>h`<option value=${String(i)} .selected=${i===n}>${P(i)}</option>`)}
      </select>
    </label>`}renderFilter(){return h`<label class="field">
      <span class="name">Filter runs (regex)</span>
      <input
        name="run_filter"
        placeholder="e.g. lr_0\\.01|adam"
        class=${this.filterError?"invalid":""}
        aria-invalid=${this.filterError?"true":"false"}
        title=${this.filterError??"A regular expression over the run names (case-insensitive), as in TensorBoard"}
        .value=${this.selection.search}
        @input=${n=>this.change({...this.selection,search:n.target.value})}
      />
    </label>`}renderCompare(){let[n,r]=this.selection.picks,i=n!==void 0&&r!==void 0,s=i?`Open Compare with ${n} as A and ${r} as B`:"Tick two runs in the table (the first is A, the second B), then compare them";return h`<div class="picked">
      ${n!==void 0?h`<span class="names" title=${[n,r].filter(Boolean).join(" vs ")}>
            <span class="pick-badge">A</span> ${n}${r!==void 0?h` <span class="pick-badge">B</span> ${r}`:v}
          </span>`:v}
      <button class="primary" name="compare-picked" ?disabled=${!i} title=${s} @click=${()=>this.openCompare()}>
        Compare A and B
      </button>
      ${this.selection.picks.length?h`<button class="primary" name="clear-picks" title="Untick the picked runs" @click=${()=>this.change({...this.selection,picks:[]})}>
              Clear
            </button>`:v}
    </div>`}renderSkipped(n){return n.skipped.length===0?v:h`<details class="skipped" data-role="skipped" ?open=${n.rows===0}>
      <summary>${n.skipped.length} ${n.skipped.length===1?"run":"runs"} left out (why)</summary>
      <ul>
        ${n.skipped.map(r=>h`<li data-run=${r.run}><span class="run">${r.run}</span>: ${r.reason}</li>`)}
      </ul>
    </details>`}renderSummary(n){let r=ZA(n.options,this.declaration),i=fo(n.level);return h`<div class="summary" data-shown=${this.shown.length} data-rows=${n.rows}>
      <span
        >Runs of <b>${n.tag}</b> (${this.kindTitle||n.kind} reports) at
        ${n.step===null?"their latest step":h`step <b>${P(n.step)}</b>`} ·
        ${r?h`options: <span class="options">${r}</span>`:"the default options"}${i?` \xB7 ${i} intervals`:""}</span
      >
      ${Di(this.shown.length,n.rows,n.rows===1?"run":"runs")}
      <span class="muted">Click a run to open its report; tick two to compare them.</span>
    </div>`}renderBody(n){if(n.rows===0)return h`<div class="body">
        <div class="message none" data-role="empty">
          No run has a report under <b>${n.tag}</b>${n.step===null?"":h` at step ${P(n.step)}`} that could be ranked.
        </div>
        ${this.renderSkipped(n)}
      </div>`;let r=this.width>=cz,i=r?dz:Math.max(320,Math.min(this.width||BP,BP)),s=24*Math.max(1,this.shown.length)+44,o=Math.min(fz,s),a=n.performance?`${n.performance.title} against ${n.bias.title}`:`${n.bias.title} by run`;return h`<div class="body ${this.shell.loading?"stale":""}">
      ${this.renderSummary(n)} ${this.renderSkipped(n)}
      <div class="main ${r?"wide":"narrow"}" style=${`--table-height: ${Math.max(120,o)}px; --table-content: ${s}px`}>
        <div class="table-box">
          <fairness-runs-table
            .table=${n}
            .rows=${this.shown}
            .sort=${this.sortKey}
            .dir=${this.sortDir}
            .picks=${this.selection.picks}
            .colors=${this.colors}
            @sort-change=${l=>this.onSort(l)}
            @pick-change=${l=>this.onPick(l.detail.run,l.detail.on)}
            @run-open=${l=>this.openRow(l.detail)}
          ></fairness-runs-table>
        </div>
        <section class="chart-box" style=${`width: ${i}px`} aria-label=${a}>
          <h3>${a}</h3>
          <fairness-runs-scatter
            .data=${n}
            .rows=${this.shown}
            .colors=${this.colors}
            .picks=${this.selection.picks}
            .width=${i}
            @run-open=${l=>this.openRow(l.detail)}
          ></fairness-runs-scatter>
        </section>
      </div>
    </div>`}render(){let n=this.data;return h`<div class="controls">
        <div class="group" role="group" aria-label="Runs selection">
          ${this.renderStep()} ${this.renderFilter()}
          <fairness-mode-options
            .mode=${"runs"}
            .api=${this.api}
            .source=${this.runs.length?{run:null,tag:this.tag,step:null}:null}
            .revision=${this.revision}
            .declaration=${this.declaration}
            .inherited=${this.options}
            .own=${this.selection.own}
            @own-options=${r=>this.change({...this.selection,own:r.detail})}
          ></fairness-mode-options>
          <span class="spacer"></span>
          ${this.renderCompare()}
          ${this.shell.renderCsvButton("download-runs",n!==null,()=>{this.download()},"Every run as CSV (the runs route with format=csv: run, step, the headlines and their intervals, pareto, hparam/...)")}
          ${this.filterError?h`<div class="search-error" role="alert" title=${this.filterError}>Invalid regex: ${this.filterError}</div>`:v}
          ${this.csvError?h`<div class="search-error" role="alert" title=${this.csvError}>Could not download the CSV: ${this.csvError}</div>`:v}
        </div>
      </div>
      ${this.shell.renderError("Could not rank the runs",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(n,r=>this.renderBody(r),"Loading the runs\u2026")}`}};mc.properties={...ko,revision:{attribute:!1},selection:{state:!0},data:{state:!0},steps:{state:!0},width:{state:!0},csvError:{state:!0}},mc.styles=[U,Oe,Me,or,Ze,IP,z`
      .body > .main.wide {
        flex: 1 1 0;
        min-height: 460px;
      }
    `];customElements.define("fairness-runs",mc);var HP="",gc=class extends V{constructor(){super(),this.runs=[],this.ref={run:null,tag:null,step:null},this.steps=null,this.kindTitle=()=>""}emit(t){this.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}render(){let t=this.ref,n=this.runs.find(i=>i.run===t.run),r=n?.tags??[];return h`
      <label class="field">
        <span class="name">Run</span>
        <select name="run" @change=${i=>this.emit({run:i.target.value})}>
          ${this.runs.map(i=>h`<option .value=${i.run} .selected=${i.run===t.run}>${i.run}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Tag</span>
        <select name="tag" @change=${i=>this.emit({tag:i.target.value})}>
          ${r.map(i=>h`<option .value=${i} .selected=${i===t.tag} title=${n?this.kindTitle(n.run,i):v}>
                ${i}
              </option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name="step"
          @change=${i=>{let s=i.target.value;this.emit({step:s===HP?null:Number(s)})}}
        >
          <option .value=${HP} .selected=${t.step===null}>latest</option>
          ${(this.steps??[]).map(i=>h`<option .value=${String(i.step)} .selected=${i.step===t.step}>
                ${i.step} · ${Mi(i.wall_time)}
              </option>`)}
        </select>
      </label>
    `}};gc.properties={runs:{attribute:!1},ref:{attribute:!1},steps:{attribute:!1},kindTitle:{attribute:!1}},gc.styles=[U,Oe,z`
      :host {
        /* The fields join the row of whichever controls bar slots this element. */
        display: contents;
      }
    `];customElements.define("fairness-report-picker",gc);var pz=[{term:"Interval",code:"lower, upper",text:"Where the true value lies with the chosen confidence (95% by default): Wilson for rates, Newcombe for differences of rates, the delta method or score intervals for association gaps, bootstrap by household for scores per income or region."},{term:"p",code:"p_value",text:"How surprising the difference would be if there were none: small means the difference is unlikely to be noise alone."},{term:"\u2605",code:"significant",text:"Significant after Benjamini-Hochberg at the false discovery rate (FDR): among the starred rows, at most that share are expected to be noise."},{term:"Insufficient",code:"min_count",text:"Too few examples to trust: greyed, never starred, left out of headline numbers."},{term:"Verdict",code:"verdict",text:"In Compare: worsened or improved when the change of the bias from A to B is significant (FDR over the rows), and then the interval shown is the FCR-adjusted one (Benjamini-Yekutieli), which excludes 0; no significant change when it is not (its interval is the marginal one, and its q-value above the FDR); undetermined when a side has too little data or lacks the row."},{term:"Bias",code:"bias_a, bias_b",text:"What Compare judges for each row: never negative, lower is better (for example |gap|, the best-minus-worst disparity, Cram\xE9r\u2019s V, a spread between groups)."},{term:"Pareto front",code:"pareto",text:"In Runs: the runs no other run beats on both the bias and the performance headline (at least as good on both, better on one). Moving along the front trades one for the other; a run off it is beaten by some run on it."}];function hz(e){return e==="higher"?"Higher is better.":e==="lower"?"Lower is better.":""}function FP(e){let t=[];return e&&(t.push({title:`Headline numbers (${e.title} reports)`,entries:e.headlines.map(n=>({term:n.title,code:n.name,text:[n.explanation,hz(n.better)].filter(Boolean).join(" ")}))}),t.push({title:"Compare",entries:[{term:`The bias: ${e.bias.name}`,code:e.bias.value,text:`Per ${e.bias.key||"row"}, in report A and in report B, with intervals; the change B \u2212 A and its verdict.`}]}),t.push({title:"Options",entries:e.options.map(n=>{let r=n.type==="str"?"":ws(e,n.name),i=n.default===null||n.default===void 0?"":` Default ${String(n.default)}.`,s=o=>o?o[0].toUpperCase()+o.slice(1)+".":"";return{term:n.name.replace(/_/g," "),code:n.name,text:`${s(n.help)}${i}${r?` ${s(r)}`:""}`}})})),t.push({title:"Reading the tables",entries:pz}),t}var bc=class extends V{constructor(){super();this.onKey=n=>{this.open&&n.key==="Escape"&&this.close()};this.declaration=null,this.open=!1}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey)}close(){this.open=!1,this.shadowRoot?.querySelector("button.help")?.focus()}render(){return h`<button
        class="help"
        name="help"
        aria-expanded=${this.open?"true":"false"}
        aria-controls="help-panel"
        title="What the numbers, marks and options mean"
        @click=${()=>this.open=!this.open}
      >
        ?</button
      >${this.open?this.renderPanel():v}`}renderPanel(){return h`<div class="panel" id="help-panel" role="dialog" aria-label="Help">
      <header>
        <h2>What this tab shows</h2>
        <button class="close" name="close-help" title="Close (Esc)" @click=${()=>this.close()}>×</button>
      </header>
      ${FP(this.declaration).map(n=>h`<section data-section=${n.title}>
            <h3>${n.title}</h3>
            <dl>
              ${n.entries.map(r=>h`<dt>${r.term}${r.code?h`<code>${r.code}</code>`:v}</dt><dd>${r.text}</dd>`)}
            </dl>
          </section>`)}
    </div>`}};bc.properties={declaration:{attribute:!1},open:{type:Boolean,reflect:!0}},bc.styles=[U,z`
      :host {
        position: relative;
      }
      button.help {
        width: 26px;
        height: 26px;
        border-radius: 50%;
        border: 1px solid var(--border);
        background: var(--surface, transparent);
        color: var(--muted);
        cursor: pointer;
        font-weight: 600;
      }
      button.help:hover,
      button.help[aria-expanded='true'] {
        color: var(--accent);
        border-color: var(--accent);
      }
      .panel {
        position: absolute;
        right: 0;
        top: 32px;
        z-index: 10;
        width: min(560px, 90vw);
        max-height: 70vh;
        overflow: auto;
        background: var(--bg);
        color: var(--fg);
        border: 1px solid var(--border);
        border-radius: 4px;
        box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
        padding: 8px 16px 12px;
      }
      .panel header {
        display: flex;
        justify-content: space-between;
        align-items: center;
      }
      h2 {
        font-size: 14px;
        margin: 6px 0;
      }
      h3 {
        font-size: 13px;
        margin: 12px 0 4px;
        color: var(--muted);
        font-weight: 500;
      }
      dl {
        margin: 0;
      }
      dt {
        font-weight: 500;
        margin-top: 6px;
      }
      dt code {
        font-weight: 400;
        color: var(--muted);
        margin-left: 6px;
        font-size: 11px;
      }
      dd {
        margin: 2px 0 0;
        line-height: 1.4;
      }
      button.close {
        border: none;
        background: none;
        color: var(--muted);
        font-size: 18px;
        cursor: pointer;
      }
    `];customElements.define("fairness-help",bc);var po=class extends V{constructor(n){super();this.tags=null;this.kinds=null;this.tableViews=new Map;this.unknownKinds=[];this.modeRuns={key:"",runs:[]};this.modeOptions={key:"",options:{}};this.resolved=null;this.tagsRequest=new ue;this.kindsRequest=new ue;this.stepsRequest=new ue;this.refreshRequest=new ue;this.stopRefresh=null;this.onTheme=()=>{this.theme=pn().theme};this.api=n??new Ut;let r=lx();this.ref=tx(r);let i=WR(nx(r),De);this.mode=i.mode,this.viewState=i.view,this.mountParams=this.viewState,this.modeState={compare:i.compare,trend:i.trend,runs:i.runs},this.modeMount={...this.modeState},this.runs=null,this.steps=null,this.shellStatus="loading",this.viewStatus="loading",this.error=null,this.status="loading",this.theme="light"}connectedCallback(){super.connectedCallback();let n=pn();this.theme=n.theme,n.addEventListener(xp,this.onTheme),this.stopRefresh=n.onRefresh(()=>{this.refresh()}),this.loadTags()}disconnectedCallback(){super.disconnectedCallback(),pn().removeEventListener(xp,this.onTheme),this.stopRefresh?.(),this.stopRefresh=null,this.tagsRequest.cancel(),this.kindsRequest.cancel(),this.stepsRequest.cancel(),this.refreshRequest.cancel()}async loadTags(){this.shellStatus="loading",this.error=null;let n,r;try{[n,r]=await Promise.all([this.tagsRequest.run(o=>this.api.tags(o)),this.kinds??this.kindsRequest.run(o=>this.api.kinds(o))])}catch(o){this.fail(Pt(o));return}if(n===se||r===se)return;this.kinds=r,this.tags=n;let i=this.viewKinds();this.runs=Th(n.runs,i),this.unknownKinds=Rh(n.runs,i);let s=Dc(this.ref,this.runs);if(s===null){this.shellStatus="empty";return}s.moved&&this.resetViewState(),this.setRef(s.ref),this.shellStatus="ready",this.loadSteps()}async loadSteps(n=!1){let{run:r,tag:i}=this.ref;if(r===null||i===null)return;n||(this.steps=null);let s;try{s=await this.stepsRequest.run(a=>this.api.steps(r,i,a))}catch(a){n||this.fail(Pt(a));return}if(s===se)return;this.steps=s.steps,this.shellStatus==="error"&&(this.shellStatus="ready",this.error=null);let o=this.ref.step;o!==null&&!s.steps.some(a=>a.step===o)&&this.setRef({...this.ref,step:null})}async refresh(){if(this.tags===null){this.shellStatus==="error"&&this.runs===null&&this.loadTags();return}let n;try{n=await this.refreshRequest.run(p=>this.api.tags(p))}catch{return}let r=this.tags;if(n===se||r===null||$C(r.runs,n.runs))return;let i=dp(r.runs,this.ref.run,this.ref.tag);this.tags=n;let s=this.viewKinds(),o=Th(n.runs,s);JSON.stringify(o)!==JSON.stringify(this.runs)&&(this.runs=o),this.unknownKinds=Rh(n.runs,s);let a=Dc(this.ref,o);if(a===null){this.shellStatus="empty";return}a.moved&&this.resetViewState();let l=a.ref,u=_C(l.step,i,dp(n.runs,l.run,l.tag)),c=u===l.step?l:{...l,step:u},d=c.run!==this.ref.run||c.tag!==this.ref.tag;c!==this.ref&&this.setRef(c);let f=this.shellStatus==="empty";f&&(this.shellStatus="ready"),(f||d||i!==dp(n.runs,c.run,c.tag))&&this.loadSteps(!(f||d)),this.requestUpdate()}fail(n){this.error=n,this.shellStatus="error"}kindOfRef(n){return this.tags?rx(this.tags.runs,n):null}viewOf(n){let r=ix(tc,n);if(r||n===null)return r;let i=this.declaration(n);if(!i)return null;let s=this.tableViews.get(n);return s||this.tableViews.set(n,s=NA(i)),s}viewKinds(){let n=tc.map(r=>r.kind);return[...n,...(this.kinds?.kinds??[]).map(r=>r.name).filter(r=>!n.includes(r))]}declaration(n){return Xw(this.kinds,n)}setRef(n){this.ref=n,this.writeHash()}writeHash(){let n=this.mode==="report"?[]:[[De+bv,this.mode]];ux(De,[...ex(this.ref),...n,...this.viewState,...this.modeState.compare,...this.modeState.trend,...this.modeState.runs])}resetViewState(){this.viewState=[],this.mountParams=[],this.modeState={compare:[],trend:[],runs:[]},this.modeMount={compare:[],trend:[],runs:[]}}onModeChange(n){n!==this.mode&&(this.mountParams=this.viewState,this.modeMount={...this.modeState},this.viewStatus="loading",this.mode=n,this.writeHash())}onOpenReport(n){let r=n.run!==this.ref.run;this.onModeChange("report"),this.setRef({...this.ref,run:n.run,step:n.step}),r&&this.loadSteps()}onOpenCompare(n){let r=this.resolved?this.kindOfRef(this.resolved):null,i=XA(this.modeState.compare,n.a,n.b,n.options,this.declaration(r));this.modeState={...this.modeState,compare:i},this.onModeChange("compare")}onTagChange(n){let r=this.tags?.runs??{},i=this.ref.run!==null&&r[this.ref.run]?.[n]?this.ref.run:Object.keys(r).sort().find(s=>r[s][n]);i!==void 0&&this.onReportChange({run:i,tag:n})}onReportChange(n){let r=this.ref,i={...r,...n},s=i.run!==r.run||i.tag!==r.tag;s&&(i={...i,step:null},this.runs&&(i=Dc(i,this.runs)?.ref??i),this.kindOfRef(i)!==this.kindOfRef(r)&&this.resetViewState()),this.setRef(i),s&&this.loadSteps()}onViewParams(n){this.mode==="report"?this.viewState=n:this.modeState={...this.modeState,[this.mode]:n},this.writeHash()}willUpdate(n){if(n.has("ref")){let{run:r,tag:i,step:s}=this.ref,o=this.resolved;r===null||i===null?this.resolved=null:(!o||o.run!==r||o.tag!==i||o.step!==s)&&(this.resolved={run:r,tag:i,step:s})}this.status=this.shellStatus==="ready"?this.viewStatus:this.shellStatus}renderEmpty(){let r=`import tb_fairness

with tb_fairness.FileWriter("LOGDIR/my_model") as w:
${tc.map(i=>i.example.replace(/^/gm,"    ")).join(`
`)}`;return h`<div class="message" role="status">
      ${this.unknownKinds.length?h`<h2>No fairness reports this tab can show</h2>
            <p>
              The logdir holds fairness reports of kinds this version of the tab does not show:
              ${this.unknownKinds.join(", ")}.
            </p>`:h`<h2>No fairness reports in this logdir</h2>`}
      <ul>
        ${tc.map(i=>h`<li>${i.hint()}</li>`)}
      </ul>
      <p>For example, then reload this page:</p>
      <pre>${r}</pre>
    </div>`}renderError(){return h`<div class="message error" role="alert">
      <h2>Could not load the list of reports</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${()=>{this.runs?this.loadSteps():this.loadTags()}}>
        Try again
      </button>
    </div>`}renderTabs(){let n=(o,a,l)=>h`<button
        role="tab"
        name=${"mode-"+o}
        aria-selected=${this.mode===o?"true":"false"}
        title=${l}
        @click=${()=>this.onModeChange(o)}
      >
        ${a}
      </button>`,r=this.ref,i=this.tags?XR(this.tags.runs,this.viewKinds()):[],s=this.resolved?this.kindOfRef(this.resolved):null;return h`<div class="modes">
      <div role="tablist" aria-label="Mode">
        ${n("report","Report","One report: the run, tag and step picked")}
        ${n("compare","Compare","Two reports of one tag side by side: two runs (models) or two steps (checkpoints)")}
        ${n("trend","Trends","Headline numbers over steps, several runs overlaid")}
        ${n("runs","Runs","Every run of the tag ranked at one step: bias against performance, the Pareto front, hyperparameters")}
      </div>
      ${this.mode==="report"?v:h`<label class="field">
            <span class="name">Tag</span>
            <select name="mode-tag" @change=${o=>this.onTagChange(o.target.value)}>
              ${i.map(o=>h`<option .value=${o} .selected=${o===r.tag}>${o}</option>`)}
            </select>
          </label>`}
      <fairness-help class="help" .declaration=${s?this.declaration(s):null}></fairness-help>
    </div>`}modeProps(n,r){let i=this.tags?YR(this.tags.runs,n,r):[],s=JSON.stringify(i);s!==this.modeRuns.key&&(this.modeRuns={key:s,runs:i});let o=GR(this.viewState,De,Jw(this.declaration(r))),a=JSON.stringify(o);return a!==this.modeOptions.key&&(this.modeOptions={key:a,options:o}),{runs:this.modeRuns.runs,options:this.modeOptions.options}}renderMode(){let n=this.resolved;if(!n||!this.runs)return v;let r=this.kindOfRef(n),i=this.viewOf(r);if(!i||r===null)return h`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let{runs:s,options:o}=this.modeProps(n.tag,r);return this.mode==="compare"?h`<fairness-compare
        .api=${this.api}
        .tag=${n.tag}
        .kind=${r}
        .kindTitle=${i.title}
        .declaration=${this.declaration(r)}
        .runs=${s}
        .run=${n.run}
        .step=${n.step}
        .options=${o}
        .params=${this.modeMount.compare}
        .revision=${this.tags?fp(this.tags.runs,n.tag):""}
      ></fairness-compare>`:this.mode==="runs"?h`<fairness-runs
        .api=${this.api}
        .tag=${n.tag}
        .kind=${r}
        .kindTitle=${i.title}
        .declaration=${this.declaration(r)}
        .runs=${s}
        .run=${n.run}
        .step=${n.step}
        .options=${o}
        .params=${this.modeMount.runs}
        .revision=${this.tags?fp(this.tags.runs,n.tag):""}
      ></fairness-runs>`:h`<fairness-trend
      .api=${this.api}
      .tag=${n.tag}
      .kind=${r}
      .kindTitle=${i.title}
      .declaration=${this.declaration(r)}
      .runs=${s}
      .run=${n.run}
      .step=${n.step}
      .options=${o}
      .params=${this.modeMount.trend}
      .revision=${this.tags?fp(this.tags.runs,n.tag):""}
    ></fairness-trend>`}renderView(){let n=this.resolved;if(!n||!this.runs)return v;let r=this.kindOfRef(n),i=this.viewOf(r);if(!i)return h`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let s=h`<fairness-report-picker
      slot="report"
      .runs=${this.runs}
      .ref=${this.ref}
      .steps=${this.steps}
      .kindTitle=${(o,a)=>{let l=this.tags?.runs[o]?.[a]?.kind??"";return`${this.viewOf(l)?.title??l} report`}}
    ></fairness-report-picker>`;return i.render({report:n,info:this.tags?.runs[n.run]?.[n.tag]??null,declaration:this.declaration(r),params:this.mountParams},s)}render(){if(this.shellStatus==="empty")return this.renderEmpty();let n=this.status==="loading";return h`
      ${n?h`<div class="bar" role="progressbar" aria-label="Loading"></div>`:v}
      ${this.runs===null&&this.shellStatus==="loading"?h`<div class="loading">Loading reports…</div>`:v}
      ${this.shellStatus==="error"?this.renderError():v}
      <div
        class="view"
        style="display: contents"
        @report-change=${r=>this.onReportChange(r.detail)}
        @view-status=${r=>this.viewStatus=r.detail}
        @view-params=${r=>this.onViewParams(r.detail)}
        @open-report=${r=>this.onOpenReport(r.detail)}
        @open-compare=${r=>this.onOpenCompare(r.detail)}
      >
        ${this.runs?this.renderTabs():v}
        ${this.mode==="report"?this.renderView():this.renderMode()}
      </div>
    `}};po.properties={ref:{state:!0},mode:{state:!0},runs:{state:!0},steps:{state:!0},shellStatus:{state:!0},viewStatus:{state:!0},error:{state:!0},status:{reflect:!0,attribute:"data-status"},theme:{reflect:!0,attribute:"data-theme"}},po.styles=[Mx,U,Me,Oe,z`
      .modes {
        display: flex;
        align-items: flex-end;
        gap: 16px;
        flex-wrap: wrap;
      }
      .modes fairness-help {
        margin-left: auto;
        align-self: center;
      }
      [role='tablist'] {
        display: flex;
        border-bottom: 1px solid var(--border);
      }
      [role='tab'] {
        font: inherit;
        background: none;
        border: none;
        border-bottom: 2px solid transparent;
        padding: 6px 14px;
        cursor: pointer;
        color: inherit;
      }
      [role='tab'][aria-selected='true'] {
        border-bottom-color: var(--accent);
        color: var(--accent);
        font-weight: 600;
      }
      :host {
        display: flex;
        flex-direction: column;
        height: 100%;
        min-height: 0;
        padding: 12px 16px;
        gap: 10px;
        background: var(--bg);
        color: var(--fg);
        box-sizing: border-box;
      }
      .bar {
        position: fixed;
        left: 0;
        right: 0;
        top: 0;
        height: 2px;
        overflow: hidden;
        z-index: 2;
      }
      .bar::after {
        content: '';
        position: absolute;
        height: 100%;
        width: 30%;
        background: var(--accent);
        animation: slide 1.1s ease-in-out infinite;
      }
      @keyframes slide {
        from {
          left: -30%;
        }
        to {
          left: 100%;
        }
      }
      ul {
        padding-left: 20px;
      }
      li {
        margin: 4px 0;
      }
    `];customElements.define("fairness-app",po);function lse(){if(document.querySelector("fairness-app"))return;let e=document.createElement("style");e.textContent="html, body { height: 100%; margin: 0; }",document.head.appendChild(e),document.body.appendChild(new po)}export{lse as render};
/*! Bundled license information:

@lit-labs/virtualizer/layouts/shared/SizeCache.js:
@lit-labs/virtualizer/layouts/shared/BaseLayout.js:
@lit-labs/virtualizer/layouts/flow.js:
@lit-labs/virtualizer/events.js:
@lit-labs/virtualizer/ScrollerController.js:
@lit-labs/virtualizer/Virtualizer.js:
@lit-labs/virtualizer/virtualize.js:
@lit-labs/virtualizer/LitVirtualizer.js:
@lit-labs/virtualizer/lit-virtualizer.js:
  (**
   * @license
   * Copyright 2021 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

@lit/reactive-element/css-tag.js:
  (**
   * @license
   * Copyright 2019 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

@lit/reactive-element/reactive-element.js:
lit-html/lit-html.js:
lit-element/lit-element.js:
@lit/reactive-element/decorators/property.js:
lit-html/directive.js:
lit-html/async-directive.js:
lit-html/directives/repeat.js:
  (**
   * @license
   * Copyright 2017 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

lit-html/is-server.js:
  (**
   * @license
   * Copyright 2022 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

lit-html/directive-helpers.js:
lit-html/directives/live.js:
  (**
   * @license
   * Copyright 2020 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)
*/
